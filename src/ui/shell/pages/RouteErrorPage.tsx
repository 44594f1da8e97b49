import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ReportError } from '../../../application/shared/ReportError';
import { useService } from '../di';
import { renderErrorJson, send } from '../errorReporting';
import SystemErrorPage from './SystemErrorPage';

/** A render or loader error anywhere: reported silently, the manager sees the system error page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const reporter = useService(ReportError);
  useEffect(() => {
    send(reporter, renderErrorJson(error));
  }, [error, reporter]);
  return <SystemErrorPage />;
}

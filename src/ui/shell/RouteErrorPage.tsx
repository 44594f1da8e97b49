import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useLazyContainer } from '../shared/di';
import { renderErrorJson, sendWhenReady } from './errorReporting';
import SystemErrorPage from './SystemErrorPage';

/** A render or loader error anywhere: reported silently, the manager sees the system error page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const container = useLazyContainer();
  useEffect(() => {
    sendWhenReady(container, renderErrorJson(error));
  }, [error, container]);
  return <SystemErrorPage />;
}

import { useNavigate } from 'react-router-dom';
import { HubNotSetDialog } from './HubNotSetDialog';
import { pathOf } from '../shell/routeTable';

/** The 'Hub not set' modal of a keypad screen; closing it returns to the locks. */
export function HubNotSetNotice() {
  const navigate = useNavigate();
  return <HubNotSetDialog open onClose={() => void navigate(pathOf('locks'), { replace: true })} />;
}

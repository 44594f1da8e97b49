import { lazyDialog } from '../shared/lazyDialog';

/** The 'Hub not set' modal (./HubNotSetDialogView.tsx), loaded when it first opens, not with the screen. */
export const HubNotSetDialog = lazyDialog<{ readonly open: boolean; readonly onClose: () => void }>(
  () => import('./HubNotSetDialogView').then((m) => m.HubNotSetDialogView),
  (props) => props.open,
);

import type { ConfirmDialogProps } from './ConfirmDialogView';
import { lazyDialog } from './lazyDialog';

/**
 * The one confirmation dialog: a title, what will happen, cancel and confirm (./ConfirmDialogView.tsx; loads when first
 * opened).
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./ConfirmDialogView').then((m) => m.ConfirmDialogView),
  (props) => props.open,
);

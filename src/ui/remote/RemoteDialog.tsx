import { isRemoteDialogOpen } from '../../domain/remote/remoteStage';
import { lazyDialog } from '../shared/lazyDialog';
import { useObservable } from '../shared/useObservable';
import type { RemoteDialogPresenter } from './RemoteDialogPresenter';

interface RemoteDialogProps {
  readonly presenter: RemoteDialogPresenter;
}

const useRemoteDialogOpen = ({ presenter }: RemoteDialogProps): boolean =>
  isRemoteDialogOpen(useObservable(presenter).stage);

/** The remote lock/unlock dialog (./RemoteDialogView.tsx), loaded when it first opens, not with the lock list. */
export const RemoteDialog = lazyDialog<RemoteDialogProps>(
  () => import('./RemoteDialogView').then((m) => m.RemoteDialogView),
  useRemoteDialogOpen,
);

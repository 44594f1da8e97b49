import type { ComponentType } from 'react';
import { lazyDialog } from '../lazyDialog';
import { useObservable } from '../useObservable';
import type { BulkRunDialogProps } from './BulkRunDialogView';

/** The bulk run's dialog (BulkRunDialogView.tsx), loaded when a run is first asked for, not with the screen. */
const LazyBulkRunDialog = lazyDialog<BulkRunDialogProps<unknown>>(
  () => import('./BulkRunDialogView').then((m) => m.BulkRunDialogView as ComponentType<BulkRunDialogProps<unknown>>),
  // lazyDialog calls useOpen on every render, as a hook
  (props) => useObservable(props.run).status !== 'closed',
);

export function BulkRunDialog<T>(props: BulkRunDialogProps<T>) {
  return <LazyBulkRunDialog {...(props as unknown as BulkRunDialogProps<unknown>)} />;
}

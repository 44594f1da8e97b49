import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useEffectRunner } from './effectRunner';
import type { ConfirmRequest, Effects } from './Effects';

interface Asking {
  readonly request: ConfirmRequest;
  readonly answer: (yes: boolean) => Promise<void>;
  readonly busy: boolean;
}

/**
 * The one consumer of a presenter's effects: toasts, navigation, route refresh, a full page load and files
 * run through `useEffectRunner` (effectRunner.ts); the confirm dialog is rendered here. Place what it returns
 * in the view (null unless a question is open):
 *
 *   const effects = usePresenterEffects(presenter);
 *   return <>{...}{effects}</>;
 */
export function usePresenterEffects(presenter: { readonly effects: Effects }): ReactNode {
  const [asking, setAsking] = useState<Asking | null>(null);
  useEffectRunner(presenter.effects, (effect) =>
    setAsking({ request: effect.request, answer: effect.answer, busy: false }),
  );

  if (asking === null) return null;
  const answer = (yes: boolean) => {
    if (asking.busy) return;
    setAsking({ ...asking, busy: yes });
    void asking.answer(yes).finally(() => setAsking(null));
  };
  const { request } = asking;
  return (
    <ConfirmDialog
      open
      title={request.title}
      list={request.list}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      destructive={request.destructive}
      busy={asking.busy}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {request.message}
    </ConfirmDialog>
  );
}

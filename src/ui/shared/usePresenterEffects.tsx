import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { notifyError, notifyInfo, notifySuccess } from '../shell/notify';
import { ConfirmDialog } from './ConfirmDialog';
import { unsavedChanges } from './unsavedChanges';
import type { ConfirmRequest, Effect, Effects } from './Effects';

interface Asking {
  readonly request: ConfirmRequest;
  readonly answer: (yes: boolean) => Promise<void>;
  readonly busy: boolean;
}

const TOAST = { success: notifySuccess, error: notifyError, info: notifyInfo } as const;

/**
 * The one consumer of a presenter's effects: toasts through the console's notifier, navigation
 * and route refresh through the router, a full page load through the browser, and the confirm dialog,
 * which it renders. Place what it returns in the view (null unless a question is open):
 *
 *   const effects = usePresenterEffects(presenter);
 *   return <>{...}{effects}</>;
 */
export function usePresenterEffects(presenter: { readonly effects: Effects }): ReactNode {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<Asking | null>(null);
  // the router's functions change identity with its state; the subscription lives per presenter
  const router = useRef({ navigate, revalidator });
  router.current = { navigate, revalidator };

  useEffect(() => {
    const subscription = presenter.effects.effects$.subscribe((effect: Effect) => {
      switch (effect.kind) {
        case 'toast':
          TOAST[effect.tone](effect.message);
          return;
        case 'navigate':
          // a presenter navigates after a save, a confirmed deletion or a record that is gone: the leave guard
          // does not ask, and what the page's forms held is no draft to come back to
          unsavedChanges.discardAll();
          void router.current.navigate(effect.to, { replace: effect.replace, state: { skipLeaveGuard: true } });
          return;
        case 'reload':
          // like a navigation: the presenter leaves after an action, no draft to keep
          unsavedChanges.discardAll();
          window.location.assign(effect.to);
          return;
        case 'download':
          saveBlob(effect.blob, effect.fileName);
          return;
        case 'refresh-route':
          void router.current.revalidator.revalidate();
          return;
        case 'confirm':
          setAsking({ request: effect.request, answer: effect.answer, busy: false });
      }
    });
    return () => subscription.unsubscribe();
  }, [presenter]);

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

/**
 * The one way a file reaches the manager: a presenter's `download` effect, saved through a temporary
 * link (the browser's own download).
 */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: revoking at once cancels the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

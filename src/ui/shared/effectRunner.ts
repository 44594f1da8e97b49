import { useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { notifyError, notifyInfo, notifySuccess } from './notify';
import { unsavedChanges } from './unsavedChanges';
import type { Effect, Effects } from './Effects';

const TOAST = { success: notifySuccess, error: notifyError, info: notifyInfo } as const;

/** A question a presenter asks (its dialog is usePresenterEffects'). */
export type ConfirmEffect = Extract<Effect, { kind: 'confirm' }>;

/**
 * Runs a presenter's effects: toasts through the console's notifier, navigation and route refresh through the
 * router, a full page load through the browser, a file through the browser's download; a question goes to
 * `confirm`. Plain: no Chakra, no dialog. Every view reaches it through `usePresenterEffects` (which adds the
 * confirm dialog); the login page, which renders before Chakra and its presenter, calls it directly with
 * `effects` null until its presenter is there (docs/FEATURES.md, the exception).
 */
export function useEffectRunner(effects: Effects | null, confirm?: (effect: ConfirmEffect) => void): void {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // the router's functions change identity with its state; the subscription lives per presenter
  const current = useRef({ navigate, revalidator, confirm });
  current.current = { navigate, revalidator, confirm };

  useEffect(() => {
    if (!effects) return undefined;
    const subscription = effects.effects$.subscribe((effect: Effect) => {
      switch (effect.kind) {
        case 'toast':
          TOAST[effect.tone](effect.message);
          return;
        case 'navigate':
          // a presenter navigates after a save, a confirmed deletion or a record that is gone: the leave guard
          // does not ask, and what the page's forms held is no draft to come back to
          unsavedChanges.discardAll();
          void current.current.navigate(effect.to, { replace: effect.replace, state: { skipLeaveGuard: true } });
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
          void current.current.revalidator.revalidate();
          return;
        case 'confirm':
          current.current.confirm?.(effect);
      }
    });
    return () => subscription.unsubscribe();
  }, [effects]);
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

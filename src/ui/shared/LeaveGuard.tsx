import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { unsavedChanges } from './unsavedChanges';

/**
 * The console's own words for leaving unsaved input (the spec is silent; ours). The browser's own
 * prompt (`beforeunload`) covers a reload and a closed tab: browsers show their own wording there.
 */
export const LEAVE_QUESTION = {
  title: '保存されていない変更があります',
  message:
    '入力した内容はまだ保存されていません。このまま移動すると、入力した内容は失われます。移動してもよろしいですか？',
  confirmLabel: '保存せずに移動する',
  cancelLabel: 'このページに戻る',
} as const;

/**
 * Navigations that never ask: another tab's switch or logout, the 401 redirect, a presenter's own navigation after a
 * save.
 */
const skipsGuard = (location: Location): boolean =>
  (location.state as { skipLeaveGuard?: unknown } | null)?.skipLeaveGuard === true;

/**
 * The one unsaved-changes guard (rendered once, by the layout of every Chakra page): asks before a
 * link, back or forward leaves a page whose form holds unsaved input (React Router's blocker), before
 * a leave that is not a navigation (`unsavedChanges.confirmLeave()`: the header's organization switch,
 * the group detail's tabs), and lets the browser ask before a reload or a closed tab.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !skipsGuard(nextLocation) && currentLocation.pathname !== nextLocation.pathname && unsavedChanges.any(),
  );
  const question = useSyncExternalStore(subscribeQuestion, () => unsavedChanges.question.snapshot);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedChanges.any()) return;
      event.preventDefault();
      // older browsers show their prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  if (!blocked && question === null) return null;
  const answer = (leave: boolean) => {
    if (question !== null) return question.answer(leave);
    if (leave) {
      unsavedChanges.discardAll();
      blocker.proceed?.();
    } else {
      blocker.reset?.();
    }
  };
  return (
    <ConfirmDialog
      open
      title={LEAVE_QUESTION.title}
      confirmLabel={LEAVE_QUESTION.confirmLabel}
      cancelLabel={LEAVE_QUESTION.cancelLabel}
      destructive
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {LEAVE_QUESTION.message}
    </ConfirmDialog>
  );
}

const subscribeQuestion = (listener: () => void): (() => void) => {
  const subscription = unsavedChanges.question.state$.subscribe(listener);
  return () => subscription.unsubscribe();
};

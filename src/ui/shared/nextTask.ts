import { useEffect, useState } from 'react';

/**
 * Resolves in a later task of the event loop, so the browser may paint and handle input in between:
 * start-up is a chain of short tasks, not one long one (Lighthouse's total blocking time). Each call is a timer of
 * its own, so many waiters resume one per task, in the order they asked: the lock panels' keypad statuses start their
 * reads so (RegistrationStatusPresenter), not forty in one task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`): work the first page does not
 * need before the manager can type (the container on /login) waits for it.
 */
export const whenIdle = (timeoutMs = 2000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves in the task after the next frame (at the latest after 100 ms: a hidden tab draws no frames): work a page
 * starts that its first paint does not show (requests made in effects run before a phone's first paint otherwise).
 */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

/** False until the task after the page's next frame: a part (and its presenter's requests) that can wait for it. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}

import { useEffect, useState } from 'react';

/**
 * Resolves in a later task of the event loop, so the browser may paint and handle input in between:
 * start-up is a chain of short tasks, not one long one (Lighthouse's total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Who waits for a task of their own (inTurn), the first asked first; `turning`: the next turn's task is set. */
const turns: Array<() => void> = [];
let turning = false;

const nextTurn = (): void => {
  turning = true;
  setTimeout(() => {
    turns.shift()?.();
    if (turns.length > 0) nextTurn();
    else turning = false;
  }, 0);
};

/**
 * Resolves in a task of its own, after those who asked before: work that many parts of a page start at once (each lock
 * panel's keypad status and its two reads) starts one part per task instead of all in one. Started together, the
 * first page's keypads' forty requests were one task of a phone's 100-300 ms (Lighthouse's blocking time on the lock
 * list, docs/PERFORMANCE.md).
 */
export const inTurn = (): Promise<void> =>
  new Promise((resolve) => {
    turns.push(resolve);
    if (!turning) nextTurn();
  });

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

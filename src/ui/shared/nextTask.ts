/**
 * Resolves in a later task of the event loop, so the browser may paint and handle input in between:
 * start-up is a chain of short tasks, not one long one (Lighthouse's total blocking time).
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

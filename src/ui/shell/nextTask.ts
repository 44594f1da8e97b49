/**
 * Resolves in a later task of the event loop, so the browser may paint and handle input in between:
 * start-up is a chain of short tasks, not one long one (Lighthouse's total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

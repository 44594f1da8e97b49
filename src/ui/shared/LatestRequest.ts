/** The answer of a request: `current: false` when a newer request started before it answered. */
export type Latest<T> = { readonly current: true; readonly value: T } | { readonly current: false };

/**
 * The last thing the manager asked for wins: each `run` supersedes the ones before it, and an
 * answer that comes back after a newer request started (or after `cancel`) is reported stale,
 * to be dropped instead of overwriting the newer screen.
 *
 *   const answer = await this.latest.run(() => this.loadGuest.execute(id));
 *   if (!answer.current) return;
 */
export class LatestRequest {
  private generation = 0;

  async run<T>(task: () => Promise<T>): Promise<Latest<T>> {
    const mine = ++this.generation;
    const value = await task();
    return mine === this.generation ? { current: true, value } : { current: false };
  }

  /** Makes every request still out stale (the screen was left). */
  cancel(): void {
    this.generation += 1;
  }
}

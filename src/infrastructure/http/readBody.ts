/**
 * Reading a response's body under the HTTP client's time-out rules (HttpClient.ts): the whole body, or STALLED when
 * the call's deadline passes or no byte comes for a while.
 */

/** Timers, handed in so tests can let a time-out happen without waiting for it. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The body did not come in time. */
export const STALLED = Symbol('stalled');

const concat = (chunks: ReadonlyArray<Uint8Array>): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
};

/**
 * The whole body, or STALLED when the deadline (v2) passes or, with idleMs (v1), when no byte comes
 * for idleMs. A body that fails midway throws (a network failure).
 */
export const readAll = async (
  response: Response,
  signal: AbortSignal,
  idleMs: number,
  timers: Timers,
): Promise<Uint8Array<ArrayBuffer> | typeof STALLED> => {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const aborted = new Promise<typeof STALLED>((resolve) => {
    if (signal.aborted) resolve(STALLED);
    else signal.addEventListener('abort', () => resolve(STALLED), { once: true });
  });
  const chunks: Uint8Array[] = [];
  for (;;) {
    let idle: unknown;
    const silence =
      idleMs > 0
        ? new Promise<typeof STALLED>((resolve) => {
            idle = timers.set(() => resolve(STALLED), idleMs);
          })
        : aborted;
    try {
      const next = await Promise.race([reader.read(), aborted, silence]);
      if (next === STALLED) {
        void reader.cancel().catch(() => undefined);
        return STALLED;
      }
      if (next.done) return concat(chunks);
      chunks.push(next.value);
    } finally {
      if (idle !== undefined) timers.clear(idle);
    }
  }
};

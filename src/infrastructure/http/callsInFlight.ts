/**
 * The page's API calls in flight (HttpClient counts them), for work that must not compete with them: the code of
 * menu screens loaded ahead of a visit (ui/shell/router.tsx, warmMenuScreens) waits until no call has been in
 * flight for a moment. On a phone's link (1.6 Mbps) the menu screens' code loaded during an access view's reading
 * took the link from its calls: a read of one lock took 540 ms instead of 170 (PERFORMANCE.md).
 */
let inFlight = 0;
let lastSettledAt = Number.NEGATIVE_INFINITY;

/** HttpClient: a call went out. */
export const callStarted = (): void => {
  inFlight += 1;
};

/** HttpClient: a call's answer came (or it failed). */
export const callSettled = (): void => {
  inFlight = Math.max(0, inFlight - 1);
  lastSettledAt = Date.now();
};

/** Resolves once no call has been in flight for `quietMs` (at once when none has been). */
export const whenCallsQuiet = async (quietMs: number): Promise<void> => {
  for (;;) {
    const waitMs = inFlight > 0 ? quietMs : lastSettledAt + quietMs - Date.now();
    if (inFlight === 0 && waitMs <= 0) return;
    // polled: the next look when the time would be up (at the soonest 50 ms on)
    await new Promise((resolve) => setTimeout(resolve, Math.max(waitMs, 50)));
  }
};

import { useEffect, useState } from 'react';

/**
 * Where the spec gives no time-out (v1 calls never time out), a wait longer than this
 * says that the console is still waiting: 10 s, our choice.
 */
export const WAITING_NOTICE_AFTER_MS = 10_000;

/**
 * Spec is silent: our wording, with the elapsed whole seconds ('応答を待っています（12秒）'), shown in
 * the submit button's area and in the shared loading state.
 */
export const waitingNotice = (seconds: number): string => `応答を待っています（${seconds}秒）`;

/**
 * Whole seconds waited while `active`, once the wait is longer than WAITING_NOTICE_AFTER_MS
 * (null before and when not active). Restarts each time `active` turns true.
 */
export function useWaitedSeconds(active: boolean): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!active) {
      setSeconds(null);
      return undefined;
    }
    const started = Date.now();
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setSeconds(Math.floor((Date.now() - started) / 1000));
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, 1000);
    }, WAITING_NOTICE_AFTER_MS);
    return () => {
      clearTimeout(timeout);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [active]);
  return active ? seconds : null;
}

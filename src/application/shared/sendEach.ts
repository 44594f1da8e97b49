import type { CallPool } from './CallPool';

/** One item's answer. */
export interface Sent<T, R> {
  readonly item: T;
  readonly answer: R;
}

/**
 * The one way a bulk action sends: one request per item, through the screen's pool (at most four in flight, progress
 * counted, nothing waiting started once the screen is left), each answer told as it comes (`onSettled`, for the
 * per-item progress) and all of them returned in the items' order. A failure stops nothing else.
 */
export const sendEach = async <T, R>(
  pool: CallPool,
  items: ReadonlyArray<T>,
  send: (item: T) => Promise<R>,
  onSettled: (sent: Sent<T, R>) => void = () => undefined,
): Promise<ReadonlyArray<Sent<T, R>>> =>
  Promise.all(
    items.map(async (item) => {
      const sent = { item, answer: await pool.run(() => send(item)) };
      onSettled(sent);
      return sent;
    }),
  );

import { validateExpiry, type ExpiryErrors, type ExpiryInput } from '../keypads/expiry';
import { hourMinuteOf, isoDateOf, japanTimeOf } from '../shared/dates';

const HOUR_MS = 60 * 60 * 1000;

/** A visit lasts two hours unless the manager says otherwise (the default). */
export const DEFAULT_VISIT_HOURS = 2;

/**
 * The default window of a pass, in the console's date and time fields: from the next full hour after the clock's
 * value (10:00:00 gives 11:00, 10:59 gives 11:00; Japan's offset is whole hours, so a UTC hour is a Japan hour), for
 * two hours. After 23:00 it starts the next day: a window that starts in the past is refused, so 'today' gives way.
 */
export const defaultPassWindow = (now: Date): ExpiryInput => {
  const start = japanTimeOf((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
  const end = japanTimeOf(start.millis + DEFAULT_VISIT_HOURS * HOUR_MS);
  return {
    enabled: true,
    fromDate: isoDateOf(start),
    fromTime: hourMinuteOf(start),
    toDate: isoDateOf(end),
    toTime: hourMinuteOf(end),
  };
};

/**
 * A pass is a PIN of the spec: its window follows the PIN period's three rules (devices-access §5), so an end (or a
 * start) before now is refused with the spec's 現在より後の日時を設定してください。, as are an end not after the start
 * and equal instants. A pass always has a window: the period is on whatever the input says.
 */
export const validatePassWindow = (window: ExpiryInput, now: Date): ExpiryErrors =>
  validateExpiry({ ...window, enabled: true }, now);

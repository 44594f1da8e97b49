import type { Either } from 'fp-ts/Either';
import type { HolidayTable } from '../../../domain/calendar/holidays';
import type { PortError } from '../../ports/PortError';

/**
 * Japan's public holidays (substitute and citizens' holidays included) with the years the table covers. Not a call
 * of the spec: the console's own table, loaded once and kept (the browser adapter reads a maintained package on first
 * use, off the lock list's start-up). A failed load answers Unavailable and the next call tries again.
 */
export interface HolidayCalendar {
  table(): Promise<Either<PortError, HolidayTable>>;
}
export const HolidayCalendar = Symbol.for('HolidayCalendar');

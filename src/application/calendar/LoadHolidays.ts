import { inject, injectable } from 'inversify';
import type { HolidayTable } from '../../domain/calendar/holidays';
import { CALENDAR_MESSAGES } from '../../domain/calendar/messages';
import { HolidayCalendar } from './ports/HolidayCalendar';
import { fromPortResult, type Outcome } from '../shared/AppError';

/**
 * The holiday table (and the years it covers) for a screen that marks holidays: date fields, the key group's week
 * view, a moment on a holiday in the access views. Loaded once per tab; no call of the spec.
 */
@injectable()
export class LoadHolidays {
  constructor(@inject(HolidayCalendar) private readonly calendar: HolidayCalendar) {}

  async execute(): Promise<Outcome<HolidayTable>> {
    // its own sentence even for a dropped connection: the manager learns that holidays, not the screen, are missing
    return fromPortResult(await this.calendar.table(), CALENDAR_MESSAGES.holidayTableUnavailable, { plain: true });
  }
}

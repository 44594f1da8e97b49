import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { holidayLabelAt, type HolidayTable } from '../../domain/calendar/holidays';
import type { Outcome } from '../shared/AppError';
import { LoadHolidays } from './LoadHolidays';

/**
 * What この扉を開けられる人 and この人が開けられる扉 say of a moment on a public holiday: '11月3日（月・祝）文化の日', null on
 * any other day. No call; the holiday table once.
 */
@injectable()
export class LabelHolidayMoment {
  constructor(@inject(LoadHolidays) private readonly holidays: LoadHolidays) {}

  async execute(at: Date): Promise<Outcome<string | null>> {
    return E.map((table: HolidayTable) => holidayLabelAt(table, at))(await this.holidays.execute());
  }
}

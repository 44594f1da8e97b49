import * as E from 'fp-ts/Either';
import type { HolidayCalendar } from '../../../application/calendar/ports/HolidayCalendar';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { holidayTableOf, type HolidayTable } from '../../../domain/calendar/holidays';

/**
 * The holiday table of @holiday-jp/holiday_jp (the holiday_jp project's data: 1970 to 2050 in its 2.5 release,
 * substitute and citizens' holidays included), imported on the first question (a chunk of its own, about 14 KB
 * gzip, never on the way from /login to the lock list) and kept for the tab's life. A load that fails (the network
 * dropped) answers Unavailable, and the next question loads again.
 */
export class LazyHolidayCalendar implements HolidayCalendar {
  private loading: Promise<HolidayTable> | null = null;

  constructor(
    private readonly load: () => Promise<Readonly<Record<string, { readonly name: string }>>> = async () =>
      (await import('@holiday-jp/holiday_jp')).default.holidays,
  ) {}

  async table(): Promise<E.Either<PortError, HolidayTable>> {
    this.loading ??= this.load().then((rows) =>
      holidayTableOf(Object.entries(rows).map(([date, holiday]) => [date, holiday.name] as const)),
    );
    try {
      return E.right(await this.loading);
    } catch {
      this.loading = null;
      return E.left(PortErrors.unavailable('network'));
    }
  }
}

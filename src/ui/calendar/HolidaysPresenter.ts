import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadHolidays } from '../../application/calendar/LoadHolidays';
import { ReadClock } from '../../application/shared/ReadClock';
import { holidayLabelOf, type HolidayTable } from '../../domain/calendar/holidays';
import { Presenter } from '../shared/Presenter';

export type HolidaysState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly table: HolidayTable;
      /** The console's clock when the table arrived: the 7 and the 90 days are counted from its Japan day. */
      readonly now: Date;
    }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The holiday table for a date field or a key group's page: loaded when the view first mounts (its package is a chunk
 * of its own, on no way to the lock list) and kept by the adapter for the tab's life, so a second field asks nothing.
 */
@injectable()
export class HolidaysPresenter extends Presenter<HolidaysState> {
  private readonly latest = this.latestRequest();

  constructor(
    @inject(LoadHolidays) private readonly loadHolidays: LoadHolidays,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'loading' });
  }

  override async open(): Promise<void> {
    const answer = await this.latest.run(() => this.loadHolidays.execute());
    if (!answer.current) return;
    const table = answer.value;
    this.store.set(
      E.isRight(table)
        ? { status: 'ready', table: table.right, now: this.clock.execute() }
        : { status: 'failed', message: table.left.message },
    );
  }
}

/** What a date field says of a day (YYYY-MM-DD): '11月3日（火・祝）文化の日', null on any other day or before the table. */
export const dayLabelIn = (state: HolidaysState, date: string): string | null =>
  state.status === 'ready' ? holidayLabelOf(state.table, date) : null;

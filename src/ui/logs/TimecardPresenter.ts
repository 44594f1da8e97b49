import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadLogPage } from '../../application/logs/LoadLogPage';
import { ListTimecardGuests, type GuestName } from '../../application/logs/ListTimecardGuests';
import { LoadDailyTimecard } from '../../application/logs/LoadDailyTimecard';
import { LoadGuestTimecard } from '../../application/logs/LoadGuestTimecard';
import { ReadClock } from '../../application/shared/ReadClock';
import type { Outcome } from '../../application/shared/AppError';
import { currentYearMonth, latestSelectableDate, type YearMonth } from '../../domain/logs/dateBounds';
import { validateTimecardUser } from '../../domain/logs/gates';
import type { DailyTimecardRow, GuestTimecardRow } from '../../domain/logs/log';
import { todayInJapan } from '../../domain/shared/dates';
import { Presenter } from '../shared/Presenter';

type Load<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly message: string };

const loaded = <T>(result: Outcome<T>): Load<T> =>
  E.isRight(result) ? { status: 'ready', value: result.right } : { status: 'failed', message: result.left.message };

export interface TimecardState {
  readonly date: string;
  readonly daily: Load<{ readonly rows: ReadonlyArray<DailyTimecardRow>; readonly cut: boolean }>;
  readonly users: Load<ReadonlyArray<GuestName>>;
  readonly guestId: number | null;
  /** The required-user message, once the manager asked for a timecard without choosing. */
  readonly userError: string | undefined;
  readonly month: YearMonth;
  readonly byUser: Load<ReadonlyArray<GuestTimecardRow>>;
}

/** The timecard tab: by day (a date, today by default) and by user (a user must be chosen, then a month). */
@injectable()
export class TimecardPresenter extends Presenter<TimecardState, { readonly lockId: number }> {
  private lockId = 0;
  private readonly daily = this.latestRequest();
  private readonly byUser = this.latestRequest();

  private readonly now: Date;

  constructor(
    @inject(LoadDailyTimecard) private readonly dailyTimecard: LoadDailyTimecard,
    @inject(LoadGuestTimecard) private readonly guestTimecard: LoadGuestTimecard,
    @inject(ListTimecardGuests) private readonly timecardGuests: ListTimecardGuests,
    @inject(ReadClock) clock: ReadClock,
    @inject(LoadLogPage) private readonly logPages: LoadLogPage,
  ) {
    const now = clock.execute();
    super({
      date: latestSelectableDate(now),
      daily: { status: 'idle' },
      users: { status: 'idle' },
      guestId: null,
      userError: undefined,
      month: currentYearMonth(now),
      byUser: { status: 'idle' },
    });
    this.now = now;
  }

  /**
   * Opens where there is something to see: the day of the lock's latest entry/exit (not today, which
   * is often empty early in the morning) and, by user, the person of that latest entry in its month.
   * Looks back over this month and the two before (the history kept); without any entry, today and no user.
   */
  override async open({ lockId }: { readonly lockId: number }): Promise<void> {
    this.lockId = lockId;
    this.patch({ users: { status: 'loading' }, daily: { status: 'loading' } });
    const [users, latest] = await Promise.all([this.timecardGuests.execute(), this.latestEntry(lockId)]);
    this.patch({ users: loaded(users) });
    const guest = latest && E.isRight(users) ? users.right.find((u) => u.name === latest.guestName) : undefined;
    if (latest && guest) this.patch({ guestId: guest.id, month: latest.month });
    await Promise.all([
      this.changeDate(latest?.date ?? this.snapshot.date),
      guest ? this.loadUser() : Promise.resolve(),
    ]);
  }

  private async latestEntry(
    lockId: number,
  ): Promise<{ date: string; month: YearMonth; guestName: string | null } | null> {
    let month = currentYearMonth(this.now);
    for (let back = 0; back < 3; back += 1) {
      const page = await this.logPages.execute('entryExitLog', lockId, month, 1);
      if (E.isLeft(page)) return null;
      // the API lists newest first; the newest of the page is taken either way
      const newest = [...page.right.items].sort((a, b) => Date.parse(b.loggedAt) - Date.parse(a.loggedAt))[0];
      if (newest) {
        const named = page.right.items.find((l) => l.guestName !== null);
        return { date: todayInJapan(new Date(newest.loggedAt)), month, guestName: named?.guestName ?? null };
      }
      month = month.month === 1 ? { year: month.year - 1, month: 12 } : { year: month.year, month: month.month - 1 };
    }
    return null;
  }

  async changeDate(date: string): Promise<void> {
    this.patch({ date, daily: date === '' ? { status: 'idle' } : { status: 'loading' } });
    if (date === '') {
      this.daily.cancel();
      return;
    }
    const answer = await this.daily.run(() => this.dailyTimecard.execute(this.lockId, date));
    if (answer.current) this.patch({ daily: loaded(answer.value) });
  }

  chooseUser(guestId: number | null): Promise<void> {
    this.patch({ guestId, userError: undefined });
    if (guestId !== null) return this.loadUser();
    this.byUser.cancel();
    this.patch({ byUser: { status: 'idle' } });
    return Promise.resolve();
  }

  changeMonth(month: YearMonth): Promise<void> {
    this.patch({ month });
    return this.loadUser();
  }

  /** The 'show' action: without a user it only says one must be chosen. */
  async loadUser(): Promise<void> {
    const { guestId, month } = this.snapshot;
    const missing = validateTimecardUser(guestId);
    if (missing !== undefined || guestId === null) {
      this.patch({ userError: missing, byUser: { status: 'idle' } });
      return;
    }
    this.patch({ byUser: { status: 'loading' } });
    const answer = await this.byUser.run(() => this.guestTimecard.execute(this.lockId, guestId, month));
    if (answer.current) this.patch({ byUser: loaded(answer.value) });
  }

  private patch(change: Partial<TimecardState>): void {
    this.store.update((s) => ({ ...s, ...change }));
  }
}

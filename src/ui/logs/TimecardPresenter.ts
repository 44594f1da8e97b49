import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LoadTimecard } from '../../application/logs/LoadTimecard';
import { Clock } from '../../application/ports/Clock';
import type { GuestName } from '../../application/ports/GuestDirectory';
import { currentYearMonth, latestSelectableDate, type YearMonth } from '../../domain/logs/dateBounds';
import { validateTimecardUser } from '../../domain/logs/gates';
import type { DailyTimecardRow, GuestTimecardRow } from '../../domain/logs/log';

type Load<T> = { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'failed'; readonly message: string };

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
export class TimecardPresenter {
  private readonly state: BehaviorSubject<TimecardState>;
  readonly state$;
  private lockId = 0;
  private dailyRequest = 0;
  private userRequest = 0;
  get snapshot(): TimecardState {
    return this.state.value;
  }

  constructor(@inject(LoadTimecard) private readonly timecard: LoadTimecard, @inject(Clock) clock: Clock) {
    const now = clock.now();
    this.state = new BehaviorSubject<TimecardState>({
      date: latestSelectableDate(now), daily: { status: 'idle' }, users: { status: 'idle' }, guestId: null, userError: undefined, month: currentYearMonth(now), byUser: { status: 'idle' },
    });
    this.state$ = this.state.asObservable();
  }

  async start(lockId: number): Promise<void> {
    this.lockId = lockId;
    this.patch({ users: { status: 'loading' } });
    const [users] = await Promise.all([this.timecard.users(), this.changeDate(this.snapshot.date)]);
    this.patch({ users: E.isRight(users) ? { status: 'ready', value: users.right } : { status: 'failed', message: users.left } });
  }

  async changeDate(date: string): Promise<void> {
    const request = ++this.dailyRequest;
    this.patch({ date, daily: date === '' ? { status: 'idle' } : { status: 'loading' } });
    if (date === '') return;
    const result = await this.timecard.byDay(this.lockId, date);
    if (request === this.dailyRequest) this.patch({ daily: E.isRight(result) ? { status: 'ready', value: result.right } : { status: 'failed', message: result.left } });
  }

  chooseUser(guestId: number | null): Promise<void> {
    this.patch({ guestId, userError: undefined });
    return guestId === null ? Promise.resolve(this.patch({ byUser: { status: 'idle' } })) : this.loadUser();
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
    const request = ++this.userRequest;
    this.patch({ byUser: { status: 'loading' } });
    const result = await this.timecard.byUser(this.lockId, guestId, month);
    if (request === this.userRequest) this.patch({ byUser: E.isRight(result) ? { status: 'ready', value: result.right } : { status: 'failed', message: result.left } });
  }

  private patch(change: Partial<TimecardState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

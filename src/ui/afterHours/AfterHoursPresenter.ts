import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  LoadAfterHours,
  type AfterHoursReading,
  type AfterHoursScope,
} from '../../application/afterHours/LoadAfterHours';
import { LoadBusinessHours, type KeptBusinessHours } from '../../application/afterHours/LoadBusinessHours';
import { SaveBusinessHours } from '../../application/afterHours/SaveBusinessHours';
import type { CallPool, CallProgress } from '../../application/shared/CallPool';
import { ReadClock } from '../../application/shared/ReadClock';
import type { BusinessHoursErrors, BusinessHoursForm, DayHoursForm } from '../../domain/afterHours/businessHours';
import { AFTER_HOURS_MESSAGES } from '../../domain/afterHours/messages';
import { afterHoursReportOf, type AfterHoursReport } from '../../domain/afterHours/report';
import type { Weekday } from '../../domain/groups/group';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { afterHoursCsvFileNameOf, afterHoursCsvOf } from './afterHoursCsv';
import { afterHoursHeadingOf, type AfterHoursHeading } from './afterHoursHeading';
import { monthChoicesOf, monthOfParam, monthParamOf } from './afterHoursView';

/** What the route gives: the scope (its :id for one lock) and the address's ?month=, as written. */
export interface AfterHoursParams {
  readonly scope: AfterHoursScope;
  readonly month: string | null;
}

export type AfterHoursReadingState =
  | { readonly status: 'reading'; readonly progress: CallProgress }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'read';
      readonly reading: AfterHoursReading;
      /** The reading judged against the hours kept now (the reading's own report until they change). */
      readonly report: AfterHoursReport;
      readonly readAt: Date;
    };

/** The lists drawn a step at a time (a large organization's month is thousands of rows; the CSV has them all). */
export type AfterHoursList = 'rows' | 'doorDays' | 'missing';

/** Rows a list shows at first, and more at each 'show more'. */
export const AFTER_HOURS_ROWS_STEP = 100;

export interface AfterHoursState {
  readonly scope: AfterHoursScope;
  readonly month: YearMonth;
  readonly months: ReadonlyArray<YearMonth>;
  readonly hours: KeptBusinessHours;
  /** The hours being edited, null when the form is closed. */
  readonly hoursDraft: BusinessHoursForm | null;
  readonly hoursErrors: BusinessHoursErrors;
  readonly reading: AfterHoursReadingState;
  readonly shown: Readonly<Record<AfterHoursList, number>>;
}

const allShown = (count: number): Record<AfterHoursList, number> => ({ rows: count, doorDays: count, missing: count });

const NOT_READ: AfterHoursReadingState = { status: 'reading', progress: { done: 0, total: 0 } };

/**
 * 時間外・休日の入退室, for the organization (/after-hours) or one lock (/locks/:id/after-hours): the month the
 * address names (?month=YYYY-MM, this month otherwise) read whole through the presenter's pool (at most four calls,
 * progress, nothing more once the page is left), judged against the business hours this browser keeps. Changing the
 * hours judges the same reading again (no call); changing the month is a new address, so Back and a shared link give
 * the same month.
 */
@injectable()
export class AfterHoursPresenter extends Presenter<AfterHoursState, AfterHoursParams> {
  private readonly latest = this.latestRequest();
  private pool: CallPool | null = null;
  private params: AfterHoursParams | null = null;

  constructor(
    @inject(LoadAfterHours) private readonly load: LoadAfterHours,
    @inject(LoadBusinessHours) private readonly loadHours: LoadBusinessHours,
    @inject(SaveBusinessHours) private readonly saveHoursOf: SaveBusinessHours,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    const now = clock.execute();
    super({
      scope: { kind: 'organization' },
      month: monthOfParam(null, now),
      months: monthChoicesOf(now),
      hours: loadHours.execute(),
      hoursDraft: null,
      hoursErrors: {},
      reading: NOT_READ,
      shown: allShown(AFTER_HOURS_ROWS_STEP),
    });
  }

  override open(params: AfterHoursParams): Promise<void> {
    this.params = params;
    const now = this.clock.execute();
    this.store.update((s) => ({
      ...s,
      scope: params.scope,
      month: monthOfParam(params.month, now),
      months: monthChoicesOf(now),
      hours: this.loadHours.execute(),
    }));
    return this.read();
  }

  readAgain(): Promise<void> {
    return this.read();
  }

  /** The month select: a new address (?month=), which opens the page again for that month. */
  chooseMonth(month: YearMonth): void {
    const { scope } = this.snapshot;
    const base = scope.kind === 'lock' ? pathOf('locks-after-hours', { id: scope.lockId }) : pathOf('after-hours');
    this.effects.navigate(`${base}?month=${monthParamOf(month)}`);
  }

  editHours(): void {
    this.store.update((s) => ({ ...s, hoursDraft: s.hours.form, hoursErrors: {} }));
  }

  changeDay(day: Weekday, change: Partial<DayHoursForm>): void {
    this.store.update((s) =>
      s.hoursDraft === null ? s : { ...s, hoursDraft: { ...s.hoursDraft, [day]: { ...s.hoursDraft[day], ...change } } },
    );
  }

  cancelHours(): void {
    this.store.update((s) => ({ ...s, hoursDraft: null, hoursErrors: {} }));
  }

  /** Keeps the hours in this browser and judges what was read against them; a rule broken says so per day. */
  async saveHours(): Promise<void> {
    const draft = this.snapshot.hoursDraft;
    if (draft === null) return;
    const saved = await this.saveHoursOf.execute(draft);
    if (E.isLeft(saved)) {
      const fields: BusinessHoursErrors = saved.left.kind === 'Invalid' ? (saved.left.fields ?? {}) : {};
      if (Object.keys(fields).length === 0) this.effects.failure(saved.left);
      this.store.update((s) => ({ ...s, hoursErrors: fields }));
      return;
    }
    const hours = this.loadHours.execute();
    this.store.update((s) => ({
      ...s,
      hours,
      hoursDraft: null,
      hoursErrors: {},
      reading:
        s.reading.status === 'read'
          ? { ...s.reading, report: afterHoursReportOf({ ...s.reading.reading.input, hours: hours.hours }) }
          : s.reading,
    }));
    this.effects.success(AFTER_HOURS_MESSAGES.hoursSaved);
  }

  showMore(list: AfterHoursList): void {
    this.store.update((s) => ({ ...s, shown: { ...s.shown, [list]: s.shown[list] + AFTER_HOURS_ROWS_STEP } }));
  }

  /** Before printing: every row, so the printed record is complete. */
  showAll(): void {
    this.store.update((s) => ({ ...s, shown: allShown(Number.POSITIVE_INFINITY) }));
  }

  /** The heading on screen and on the print: the organization (once read), the month and the hours. */
  headingOf(state: AfterHoursState): AfterHoursHeading {
    const read = state.reading.status === 'read' ? state.reading : null;
    return afterHoursHeadingOf(
      read?.reading.organization ?? '',
      state.month,
      state.hours.hours,
      read?.reading.door ?? undefined,
    );
  }

  /** Every row out of hours (not only the drawn ones). */
  downloadCsv(): void {
    const { reading, month } = this.snapshot;
    if (reading.status !== 'read') return;
    this.effects.downloadCsv(
      afterHoursCsvOf(reading.report),
      afterHoursCsvFileNameOf(reading.reading.organization, month, reading.reading.door ?? undefined),
    );
  }

  private async read(): Promise<void> {
    const params = this.params;
    if (params === null) return;
    const month = this.snapshot.month;
    this.pool?.cancel();
    this.store.update((s) => ({ ...s, reading: NOT_READ, shown: allShown(AFTER_HOURS_ROWS_STEP) }));
    const answer = await this.latest.run(() => {
      const pool = this.callPool((progress) => {
        if (this.pool === pool) this.store.update((s) => ({ ...s, reading: { status: 'reading', progress } }));
      });
      this.pool = pool;
      return this.load.execute(params.scope, month, pool);
    });
    if (!answer.current) return;
    const result = answer.value;
    this.store.update((s) => ({
      ...s,
      reading: E.isRight(result)
        ? { status: 'read', reading: result.right, report: result.right.report, readAt: result.right.input.readAt }
        : { status: 'failed', message: result.left.message },
    }));
  }
}

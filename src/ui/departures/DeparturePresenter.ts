import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { Observable } from 'rxjs';
import { LoadGuestAccess } from '../../application/access/LoadGuestAccess';
import { ReadAccess } from '../../application/access/ReadAccess';
import { LoadDepartureRecord } from '../../application/departures/LoadDepartureRecord';
import { PlanDeparture } from '../../application/departures/PlanDeparture';
import { RetryDepartureChanges } from '../../application/departures/RetryDepartureChanges';
import { StartDeparture } from '../../application/departures/StartDeparture';
import { SwitchOrganization } from '../../application/session/SwitchOrganization';
import type { Outcome } from '../../application/shared/AppError';
import type { CallProgress } from '../../application/shared/CallPool';
import { guestAccessAt, type GuestAccessReading } from '../../domain/access/guestAccess';
import type { RecordOrganization, Whose } from '../../domain/access/whose';
import { DEPARTURE_MESSAGES } from '../../domain/departures/messages';
import { initiallyChosen, type DeparturePlan } from '../../domain/departures/plan';
import { failedKeysOf, type DepartureRecord } from '../../domain/departures/record';
import { Presenter } from '../shared/Presenter';
import { departureRecordCsv, departureRecordFileName } from './recordCsv';

/** A door the person can still open after the run, and what opens it ('グループ「組織全体（全員）」'). */
export interface DoorLeft {
  readonly door: string;
  readonly openers: ReadonlyArray<string>;
}

/** この人が開けられる扉 read again once nothing is in flight: no door left, or exactly which and why. */
export type CheckState =
  | { readonly status: 'none' }
  | { readonly status: 'reading'; readonly progress: CallProgress }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'read'; readonly doors: ReadonlyArray<DoorLeft> };

export type DepartureStep =
  /** The plan being read (only GETs): the reading's progress. */
  | { readonly kind: 'planning'; readonly progress: CallProgress }
  | { readonly kind: 'failed'; readonly message: string }
  /** Another organization's guest: named, planned no further (the switch, as on この人が開けられる扉). */
  | { readonly kind: 'elsewhere'; readonly recordName: string; readonly owner: RecordOrganization }
  /** The one confirmation: nothing sent until 取り消す. `starting` while the confirmation's click is handled. */
  | {
      readonly kind: 'confirm';
      readonly plan: DeparturePlan;
      readonly chosen: ReadonlySet<string>;
      readonly starting: boolean;
    }
  /** The run and then the record: each change with its status, kept by the ledger for the session. */
  | { readonly kind: 'record'; readonly record: DepartureRecord };

export interface DepartureState {
  readonly guestId: number;
  readonly organizationName: string;
  readonly step: DepartureStep;
  /** This screen has a run (start or retry) whose requests are not all answered. */
  readonly running: boolean;
  readonly check: CheckState;
}

/**
 * 退職処理 (/guests/:guest_id/departure): the person's record kept this session when there is one (a manager who
 * left mid-way finds what is done and what is not), otherwise the plan read fresh and shown as one confirmation
 * (sure changes ticked, the name-matched PINs unticked); 取り消す runs the chosen changes, four requests at most in
 * flight, each one's status shown as the ledger tells it; failed ones are retried one by one or together. Once
 * nothing is in flight, この人が開けられる扉 is read again (and kept for that view) to say what is left.
 */
@injectable()
export class DeparturePresenter extends Presenter<DepartureState, { readonly guestId: number }> {
  private readonly latestPlan = this.latestRequest();
  private readonly latestCheck = this.latestRequest();
  /** Runs of this screen not yet answered (a start and retries may overlap; the ledger keeps each change once). */
  private runs = 0;

  constructor(
    @inject(PlanDeparture) private readonly planDeparture: PlanDeparture,
    @inject(StartDeparture) private readonly startDeparture: StartDeparture,
    @inject(RetryDepartureChanges) private readonly retryChanges: RetryDepartureChanges,
    @inject(LoadDepartureRecord) private readonly loadRecord: LoadDepartureRecord,
    @inject(LoadGuestAccess) private readonly loadGuestAccess: LoadGuestAccess,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(SwitchOrganization) private readonly switchOrganization: SwitchOrganization,
  ) {
    super({
      guestId: 0,
      organizationName: '',
      step: { kind: 'planning', progress: { done: 0, total: 0 } },
      running: false,
      check: { status: 'none' },
    });
  }

  override async open({ guestId }: { readonly guestId: number }): Promise<void> {
    this.store.set({
      guestId,
      organizationName: this.readAccess.organizationName(),
      step: { kind: 'planning', progress: { done: 0, total: 0 } },
      running: false,
      check: { status: 'none' },
    });
    this.subscribe(
      new Observable<DepartureRecord>((subscriber) => this.loadRecord.onChange(guestId, (r) => subscriber.next(r))),
      (record) => this.showRecord(record),
    );
    const kept = await this.loadRecord.execute(guestId);
    if (this.disposed) return;
    if (E.isRight(kept) && kept.right !== null) {
      this.showRecord(kept.right);
      // back to a run that is over (or was left mid-way): what the person can still open, read now
      if (!kept.right.entries.some((e) => e.status === 'sending')) await this.readCheck();
      return;
    }
    await this.plan();
  }

  /** The person's name as read (the plan's or the record's), '' before. */
  get guestName(): string {
    const { step } = this.snapshot;
    if (step.kind === 'confirm') return step.plan.guest.name;
    if (step.kind === 'record') return step.record.guest.name;
    if (step.kind === 'elsewhere') return step.recordName;
    return '';
  }

  /** Reads the plan afresh (also もう一度確認から始める once nothing is in flight). */
  async plan(): Promise<void> {
    const { guestId } = this.snapshot;
    this.update({ step: { kind: 'planning', progress: { done: 0, total: 0 } }, check: { status: 'none' } });
    const pool = this.callPool((progress) => {
      if (this.snapshot.step.kind === 'planning') this.update({ step: { kind: 'planning', progress } });
    });
    const answer = await this.latestPlan.run(() => this.planDeparture.execute(guestId, pool));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isLeft(result)) {
      this.update({ step: { kind: 'failed', message: result.left.message } });
      return;
    }
    const whose: Whose<DeparturePlan> = result.right;
    if (whose.kind === 'elsewhere') {
      this.update({ step: { kind: 'elsewhere', recordName: whose.recordName, owner: whose.organization } });
      return;
    }
    this.update({
      organizationName: whose.organization.name,
      step: { kind: 'confirm', plan: whose.value, chosen: initiallyChosen(whose.value), starting: false },
    });
  }

  /** A change ticked or unticked in the confirmation (the uncertain PINs start unticked). */
  choose(key: string, chosen: boolean): void {
    const { step } = this.snapshot;
    if (step.kind !== 'confirm' || step.starting) return;
    const next = new Set(step.chosen);
    if (chosen) next.add(key);
    else next.delete(key);
    this.update({ step: { ...step, chosen: next } });
  }

  /** 取り消す: the chosen changes become the record and run; a second click while the first is handled sends nothing. */
  async confirm(): Promise<void> {
    const { step } = this.snapshot;
    if (step.kind !== 'confirm' || step.starting) return;
    if (step.chosen.size === 0) {
      this.effects.error(DEPARTURE_MESSAGES.nothingChosen);
      return;
    }
    this.update({ step: { ...step, starting: true } });
    // the ledger tells the record as soon as it is kept (showRecord), before any request is answered
    await this.run(() => this.startDeparture.execute({ plan: step.plan, chosen: step.chosen }, this.callPool(noop)));
    const after = this.snapshot.step;
    if (after.kind === 'confirm') this.update({ step: { ...after, starting: false } });
  }

  /** 再試行 of one change. */
  retry(key: string): Promise<void> {
    return this.resend([key]);
  }

  /** 失敗したものをすべて再試行. */
  retryFailed(): Promise<void> {
    const { step } = this.snapshot;
    return step.kind === 'record' ? this.resend(failedKeysOf(step.record)) : Promise.resolve();
  }

  /** 未実行の N 件を実行: the changes never sent because the manager left mid-way. */
  resume(): Promise<void> {
    const { step } = this.snapshot;
    if (step.kind !== 'record' || this.snapshot.running) return Promise.resolve();
    return this.resend(step.record.entries.filter((e) => e.status === 'waiting').map((e) => e.change.key));
  }

  /** 読み直す of the check: この人が開けられる扉 read now. */
  async readCheck(): Promise<void> {
    const { guestId } = this.snapshot;
    this.update({ check: { status: 'reading', progress: { done: 0, total: 0 } } });
    const pool = this.callPool((progress) => {
      if (this.snapshot.check.status === 'reading') this.update({ check: { status: 'reading', progress } });
    });
    // kept as the view's reading too: この人が開けられる扉 then opens on what was read here
    const answer = await this.latestCheck.run(() =>
      this.readAccess.read(`guest:${guestId}`, () => this.loadGuestAccess.execute(guestId, pool), pool),
    );
    if (!answer.current) return;
    const result = answer.value;
    if (E.isLeft(result)) {
      this.update({ check: { status: 'failed', message: result.left.message } });
      return;
    }
    const read = result.right;
    const whose: Whose<GuestAccessReading> = read.value;
    if (whose.kind !== 'own') {
      this.update({ check: { status: 'read', doors: [] } });
      return;
    }
    const access = guestAccessAt(whose.value, read.readAt);
    this.update({
      check: {
        status: 'read',
        doors: access.doors
          .filter((row) => row.opens)
          .map((row) => ({ door: row.door.lockName, openers: row.openers })),
      },
    });
  }

  downloadCsv(): void {
    const { step } = this.snapshot;
    if (step.kind !== 'record') return;
    this.effects.downloadCsv(departureRecordCsv(step.record), departureRecordFileName(step.record));
  }

  /** The guest is another organization's: that organization made current (the view reloads this page). */
  switchToOwner(): boolean {
    const { step } = this.snapshot;
    return step.kind === 'elsewhere' && E.isRight(this.switchOrganization.execute(step.owner.id));
  }

  private resend(keys: ReadonlyArray<string>): Promise<void> {
    if (keys.length === 0) return Promise.resolve();
    return this.run(() => this.retryChanges.execute(this.snapshot.guestId, keys, this.callPool(noop)));
  }

  /** One run of this screen: `running` until all its requests are answered, then the check reads again. */
  private async run(work: () => Promise<Outcome<DepartureRecord>>): Promise<void> {
    this.runs += 1;
    this.update({ running: true, check: { status: 'none' } });
    const result = await work();
    this.runs -= 1;
    if (this.disposed) return;
    if (E.isLeft(result)) this.effects.failure(result.left);
    else this.showRecord(result.right);
    if (this.runs > 0) return;
    this.update({ running: false });
    if (E.isRight(result)) await this.readCheck();
  }

  private showRecord(record: DepartureRecord): void {
    if (record.guest.id !== this.snapshot.guestId) return;
    this.update({ organizationName: record.organization.name, step: { kind: 'record', record } });
  }

  private update(change: Partial<DepartureState>): void {
    this.store.set({ ...this.snapshot, ...change });
  }
}

const noop = (): void => undefined;

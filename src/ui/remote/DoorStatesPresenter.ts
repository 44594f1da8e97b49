import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DOORS_VIEW } from '../../application/shared/AccessReadings';
import { ReadAccess } from '../../application/access/ReadAccess';
import { DoorCloses } from '../../application/remote/DoorCloses';
import { ListDoors } from '../../application/remote/ListDoors';
import { RunDoorJob, type DoorJob } from '../../application/remote/RunDoorJob';
import type { CallPool } from '../../application/shared/CallPool';
import type { LockStatus } from '../../domain/remote/job';
import {
  closeListLineOf,
  closeWaitingOf,
  doorsToClose,
  failedCloses,
  type DoorRow,
  type DoorState,
} from '../../domain/remote/doorStates';
import type { Outcome } from '../../application/shared/AppError';
import { closeAllQuestion, DOOR_STATE_MESSAGES } from '../../domain/remote/messages';
import { Presenter } from '../shared/Presenter';
import type { DoorStatesState } from './DoorStatesState';

type Ready = Extract<DoorStatesState, { readonly status: 'ready' }>;

/** The doors as a reading ended: every one read, failed (kept as failed) or unreadable. */
type ReadDoors = ReadonlyArray<DoorRow>;

type Purpose = 'reading' | 'checking';

/** A run the manager left: it never answers, so nothing of it is kept (as the pool's waiting calls). */
const left = <T>(): Promise<T> => new Promise<T>(() => undefined);

const withDoor = (rows: ReadDoors, lockId: number, state: DoorState): ReadDoors =>
  rows.map((row) => (row.lockId === lockId ? { ...row, state } : row));

/**
 * 扉の状態: every lock of the organization, each read with a read_status job, and 'lock every unlocked door':
 * every door read again first (the confirmation lists the doors unlocked now, not those of an older reading), then
 * one close job per listed door. A close runs to its end even when the screen is left (DoorCloses): coming back
 * while it runs shows the door closing, and neither a reading nor a click sends it a second job. All calls (the
 * list's pages, then the jobs) go through one CallPool per run: at most four in flight, and leaving the screen
 * (dispose) starts nothing more and stops the polling.
 * One click is one job per door: every intent checks the state and moves it on before anything is sent.
 * A completed reading is kept for the session (ReadAccess, key `doors`): opening the screen again shows it with
 * its read time and sends nothing; a close that ends afterwards is written into it.
 */
@injectable()
export class DoorStatesPresenter extends Presenter<DoorStatesState> {
  /** The pool of the run under way; a new run replaces it. */
  private pool: CallPool | null = null;

  constructor(
    @inject(ListDoors) private readonly listDoors: ListDoors,
    @inject(RunDoorJob) private readonly runDoorJob: RunDoorJob,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(DoorCloses) private readonly closes: DoorCloses,
  ) {
    super({ status: 'listing' });
  }

  /** A run is under way (its pool is set until it ends, and cancelled when the screen is left). */
  private get busy(): boolean {
    return this.pool !== null && !this.pool.cancelled;
  }

  /** The screen opened: the doors as this session last read them (nothing sent), or a reading. */
  override open(): void {
    const kept = this.readAccess.kept<ReadDoors>(DOORS_VIEW);
    if (!kept) {
      this.read();
      return;
    }
    this.store.set({
      status: 'ready',
      rows: kept.value.map((row) => this.withRunningClose(row)),
      running: null,
      noneUnlocked: false,
      readAt: kept.readAt.toISOString(),
      notices: kept.notices ?? [],
      closeBatch: [],
      confirming: null,
    });
  }

  /** 読み直す (or the first opening): list every lock, then read each door with a hub; the new reading replaces the old. */
  read(): void {
    this.readFor('reading');
  }

  /**
   * 解錠中の扉をすべて施錠: every door is read again first (progress shown), then the confirmation lists the doors
   * unlocked now (nothing is sent before yes). A door whose close still runs is not listed: it gets no second job.
   */
  askCloseAll(): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || this.busy || state.confirming !== null) return;
    this.readFor('checking');
  }

  private readFor(purpose: Purpose): void {
    if (this.busy) return;
    const pool = this.newPool();
    // a check keeps the doors on screen while it lists them again; a reading starts from the list
    if (purpose === 'checking') this.updateReady((s) => ({ ...s, running: 'checking', noneUnlocked: false }));
    else this.store.set({ status: 'listing' });
    void this.readAccess
      .read(DOORS_VIEW, () => this.readDoors(pool, purpose), pool)
      .then((answer) => {
        if (pool.cancelled) return;
        this.pool = null;
        if (E.isLeft(answer)) {
          this.store.set({ status: 'failed', message: answer.left.message });
          return;
        }
        const readAt = answer.right.readAt.toISOString();
        // the new reading's own notices replace the old reading's (none: none shown)
        const notices = answer.right.notices ?? [];
        if (purpose === 'reading') {
          this.updateReady((s) => ({ ...s, running: null, readAt, notices }));
          return;
        }
        const doors = doorsToClose(answer.right.value);
        this.updateReady((s) => ({
          ...s,
          running: null,
          readAt,
          notices,
          confirming: doors.length > 0 ? doors : null,
          noneUnlocked: doors.length === 0,
        }));
        if (doors.length > 0) this.askToClose(doors);
      });
  }

  /** The confirmation lists the doors it will lock; nothing is sent before yes. */
  private askToClose(doors: ReadonlyArray<DoorRow>): void {
    void this.effects
      .confirm(
        {
          title: DOOR_STATE_MESSAGES.confirmTitle,
          message: closeAllQuestion(doors.length),
          confirmLabel: DOOR_STATE_MESSAGES.confirmLabel,
          list: { label: DOOR_STATE_MESSAGES.closeList, items: doors.map(closeListLineOf), testId: 'close-all-doors' },
        },
        async () => this.closeConfirmed(),
      )
      .then((yes) => {
        if (!yes) this.updateReady((s) => ({ ...s, confirming: null }));
      });
  }

  /** The reading itself: the rows shown as each door answers, and what was read once every door has. */
  private async readDoors(pool: CallPool, purpose: Purpose): Promise<Outcome<ReadDoors>> {
    const listed = await this.listDoors.execute(pool);
    if (pool.cancelled) return left();
    if (E.isLeft(listed)) return listed;
    const rows = listed.right.map((row) => this.withRunningClose(row));
    this.store.set({
      status: 'ready',
      rows,
      running: purpose,
      noneUnlocked: false,
      readAt: null,
      closeBatch: [],
      confirming: null,
    });
    const ends = await Promise.all(
      rows.map((row) => {
        // a door whose close still runs is not read: its close's end is its state
        const running = this.closes.runningFor(row.lockId);
        if (running) return running.ended.then((state) => ({ lockId: row.lockId, state }));
        if (row.state.kind !== 'waiting') return Promise.resolve({ lockId: row.lockId, state: row.state });
        return this.runOn(pool, row.lockId, { kind: 'read' }, (polls) => ({ kind: 'reading', polls }));
      }),
    );
    if (pool.cancelled) return left();
    // a door that could not be read is kept as failed, as shown (read again to try it again)
    return E.right(ends.reduce<ReadDoors>((read, end) => withDoor(read, end.lockId, end.state), rows));
  }

  /** Yes in the confirmation: one close job per listed door (a second yes finds the confirmation gone). */
  private closeConfirmed(): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || state.confirming === null || this.busy) return;
    const lockIds = state.confirming.map((row) => row.lockId);
    this.store.set({ ...state, confirming: null });
    this.close(lockIds);
  }

  /** 再試行 on one door whose close failed. The manager confirmed this door already: it is sent at once. */
  retry(lockId: number): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || this.busy) return;
    const row = state.rows.find((r) => r.lockId === lockId);
    if (row?.state.kind !== 'closeFailed') return;
    this.close([lockId]);
  }

  /** Every door whose close failed, again. */
  retryFailed(): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || this.busy) return;
    const failed = failedCloses(state.rows);
    if (failed.length > 0) this.close(failed.map((row) => row.lockId));
  }

  private close(lockIds: ReadonlyArray<number>): void {
    const state = this.snapshot;
    if (state.status !== 'ready') return;
    const jobs: Array<{ lockId: number; lockStatus: LockStatus }> = [];
    const rows = state.rows.map((row) => {
      // one job per door: a door listed twice is asked once, a door whose close still runs not at all
      if (!lockIds.includes(row.lockId) || jobs.some((j) => j.lockId === row.lockId)) return row;
      if (this.closes.runningFor(row.lockId)) return row;
      const waiting = closeWaitingOf(row.state);
      if (waiting?.kind !== 'closeWaiting') return row;
      jobs.push({ lockId: row.lockId, lockStatus: waiting.lockStatus });
      return { ...row, state: waiting };
    });
    if (jobs.length === 0) return;
    const pool = this.newPool();
    this.store.set({ ...state, rows, running: 'closing', closeBatch: jobs.map((j) => j.lockId) });
    void Promise.all(jobs.map(({ lockId, lockStatus }) => this.closeOn(pool, lockId, lockStatus))).then(() => {
      if (pool.cancelled) return;
      this.pool = null;
      this.updateReady((s) => ({ ...s, running: null }));
    });
  }

  /** One door's read job through the pool: shown running when it starts, then its end. */
  private runOn(
    pool: CallPool,
    lockId: number,
    job: DoorJob['job'],
    running: (polls: number) => DoorState,
  ): Promise<{ readonly lockId: number; readonly state: DoorState }> {
    return pool.run(async () => {
      this.setDoor(lockId, running(0));
      const state = await this.runDoorJob.execute({
        lockId,
        job,
        isCancelled: () => pool.cancelled,
        onPoll: (polls) => {
          if (!pool.cancelled) this.setDoor(lockId, running(polls));
        },
      });
      if (!pool.cancelled) this.setDoor(lockId, state);
      return { lockId, state };
    });
  }

  /**
   * One door's close through the pool, registered in DoorCloses when it starts (a close started meanwhile, by this
   * screen before it was left, is followed instead: no second job). The close polls to its end even if the screen
   * is left, and its end is written into the kept reading: locked, or still unlocked with why (再試行 offered again).
   */
  private closeOn(pool: CallPool, lockId: number, lockStatus: LockStatus): Promise<void> {
    return pool.run(async () => {
      const close = this.closes.start(lockId, lockStatus, async () => {
        const state = await this.runDoorJob.execute({
          lockId,
          job: { kind: 'close', lockStatus },
          onPoll: (polls) => {
            if (!this.disposed) this.setDoor(lockId, { kind: 'closing', lockStatus, polls });
          },
        });
        this.readAccess.amend<ReadDoors>(DOORS_VIEW, (rows) => withDoor(rows, lockId, state));
        return state;
      });
      this.setDoor(lockId, { kind: 'closing', lockStatus: close.lockStatus, polls: 0 });
      const state = await close.ended;
      if (!this.disposed) this.setDoor(lockId, state);
    });
  }

  /** A row as listed or kept: a door whose close still runs is shown closing, and its end when it comes. */
  private withRunningClose(row: DoorRow): DoorRow {
    const running = this.closes.runningFor(row.lockId);
    if (!running) return row;
    void running.ended.then((state) => {
      if (!this.disposed) this.setDoor(row.lockId, state);
    });
    return { ...row, state: { kind: 'closing', lockStatus: running.lockStatus, polls: 0 } };
  }

  private newPool(): CallPool {
    this.pool?.cancel();
    // the overall progress counts doors (the rows), not the pool's calls, which include the list's pages
    const pool = this.callPool(() => undefined);
    this.pool = pool;
    return pool;
  }

  private setDoor(lockId: number, state: DoorState): void {
    this.updateReady((s) => ({
      ...s,
      rows: s.rows.map((row) => (row.lockId === lockId ? { ...row, state } : row)),
    }));
  }

  private updateReady(change: (state: Ready) => DoorStatesState): void {
    this.store.updateWhen('ready', change);
  }
}

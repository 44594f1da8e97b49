import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ListDoors } from '../../application/remote/ListDoors';
import { RunDoorJob, type DoorJob } from '../../application/remote/RunDoorJob';
import type { CallPool } from '../../application/shared/CallPool';
import { ReadClock } from '../../application/shared/ReadClock';
import {
  closeProgressOf,
  closeWaitingOf,
  doorsToClose,
  failedCloses,
  readProgressOf,
  type DoorProgress,
  type DoorRow,
  type DoorState,
} from '../../domain/remote/doorStates';
import { closeProgressText, doorProgressText } from '../../domain/remote/messages';
import { Presenter } from '../shared/Presenter';

export type DoorStatesState =
  | { readonly status: 'listing' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly rows: ReadonlyArray<DoorRow>;
      /** A reading or a close run is under way: every button waits. */
      readonly running: 'reading' | 'closing' | null;
      /** When the last reading ended (ISO), null while one runs. */
      readonly readAt: string | null;
      /** The doors of the last close run (lock ids), for its progress. */
      readonly closeBatch: ReadonlyArray<number>;
      /** The doors the confirmation lists, while it is open. */
      readonly confirming: ReadonlyArray<DoorRow> | null;
    };

type Ready = Extract<DoorStatesState, { readonly status: 'ready' }>;

/** The overall progress sentence of the run under way (or the last one), null before any. */
export const progressTextOf = (state: DoorStatesState): string | null => {
  if (state.status !== 'ready') return null;
  const closing = state.running === 'closing' || (state.running === null && state.closeBatch.length > 0);
  const { done, total }: DoorProgress = closing
    ? closeProgressOf(state.rows, state.closeBatch)
    : readProgressOf(state.rows);
  if (total === 0) return null;
  return closing ? closeProgressText(done, total) : doorProgressText(done, total);
};

/**
 * 扉の状態: every lock of the organization, each read with a read_status job, and 'lock every unlocked door'
 * with one close job per door. All calls (the list's pages, then the jobs) go through one CallPool per run:
 * at most four in flight, and leaving the screen (dispose) starts nothing more and stops the polling.
 * One click is one job per door: every intent checks the state and moves it on before anything is sent.
 */
@injectable()
export class DoorStatesPresenter extends Presenter<DoorStatesState> {
  /** The pool of the run under way; a new run replaces it. */
  private pool: CallPool | null = null;

  constructor(
    @inject(ListDoors) private readonly listDoors: ListDoors,
    @inject(RunDoorJob) private readonly runDoorJob: RunDoorJob,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'listing' });
  }

  /** A run is under way (its pool is set until it ends, and cancelled when the screen is left). */
  private get busy(): boolean {
    return this.pool !== null && !this.pool.cancelled;
  }

  /** The screen opened, or 読み直す: list every lock, then read each door with a hub. */
  read(): void {
    if (this.busy) return;
    const pool = this.newPool();
    this.store.set({ status: 'listing' });
    void this.listDoors.execute(pool).then(async (listed) => {
      if (pool.cancelled) return;
      if (E.isLeft(listed)) {
        this.pool = null;
        this.store.set({ status: 'failed', message: listed.left.message });
        return;
      }
      const rows = listed.right;
      this.store.set({ status: 'ready', rows, running: 'reading', readAt: null, closeBatch: [], confirming: null });
      await Promise.all(
        rows
          .filter((row) => row.state.kind === 'waiting')
          .map((row) => this.runOn(pool, row.lockId, { kind: 'read' }, (polls) => ({ kind: 'reading', polls }))),
      );
      if (pool.cancelled) return;
      this.pool = null;
      this.updateReady((s) => ({ ...s, running: null, readAt: this.clock.execute().toISOString() }));
    });
  }

  /** 解錠中の扉をすべて施錠: the confirmation listing the doors (nothing is sent yet). */
  askCloseAll(): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || this.busy || state.confirming !== null) return;
    const doors = doorsToClose(state.rows);
    if (doors.length === 0) return;
    this.store.set({ ...state, confirming: doors });
  }

  cancelCloseAll(): void {
    this.updateReady((s) => ({ ...s, confirming: null }));
  }

  /** Yes in the confirmation: one close job per listed door (a second click finds the confirmation gone). */
  confirmCloseAll(): void {
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
    const jobs: Array<{ lockId: number; job: DoorJob['job'] }> = [];
    const rows = state.rows.map((row) => {
      if (!lockIds.includes(row.lockId)) return row;
      const waiting = closeWaitingOf(row.state);
      if (waiting?.kind !== 'closeWaiting') return row;
      jobs.push({ lockId: row.lockId, job: { kind: 'close', lockStatus: waiting.lockStatus } });
      return { ...row, state: waiting };
    });
    if (jobs.length === 0) return;
    const pool = this.newPool();
    this.store.set({ ...state, rows, running: 'closing', closeBatch: jobs.map((j) => j.lockId) });
    void Promise.all(
      jobs.map(({ lockId, job }) =>
        this.runOn(pool, lockId, job, (polls) =>
          job.kind === 'close' ? { kind: 'closing', lockStatus: job.lockStatus, polls } : { kind: 'reading', polls },
        ),
      ),
    ).then(() => {
      if (pool.cancelled) return;
      this.pool = null;
      this.updateReady((s) => ({ ...s, running: null }));
    });
  }

  /** One door's job through the pool: shown running when it starts, then its end. */
  private runOn(
    pool: CallPool,
    lockId: number,
    job: DoorJob['job'],
    running: (polls: number) => DoorState,
  ): Promise<void> {
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
    });
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

import { inject, injectable } from 'inversify';
import { type Observable, Subject } from 'rxjs';
import { ReadClock } from '../../application/shared/ReadClock';
import { RunRemoteJob } from '../../application/remote/RunRemoteJob';
import { Presenter } from '../shared/Presenter';
import {
  onAcknowledge,
  onCancel,
  onConfirm,
  pollingJobTypeOf,
  type RemoteAction,
  type RemoteStage,
} from '../../domain/remote/remoteStage';

export interface RemoteDialogState {
  readonly lock: { readonly id: number; readonly name: string } | null;
  readonly stage: RemoteStage;
  /** Polls made for the job the dialog waits on (0 right after it was sent). */
  readonly pollCount: number;
  /** When the current job was sent (ms since epoch), for the elapsed time the dialog shows. */
  readonly jobStartedAt: number | null;
  /** The last job that finished opened or closed the lock: the list should show the new event. */
  readonly changedLock: boolean;
}

const CLOSED: RemoteDialogState = {
  lock: null,
  stage: { kind: 'done' },
  pollCount: 0,
  jobStartedAt: null,
  changedLock: false,
};

/**
 * The remote lock/unlock dialog (devices-access §4). One click sends one job: every intent is
 * checked against the stage, and the stage moves on before anything is sent, so a double
 * click, a held Enter or a slow network finds the dialog already waiting and does nothing.
 */
@injectable()
export class RemoteDialogPresenter extends Presenter<RemoteDialogState> {
  /** Bumped when the dialog closes: a run still polling sees it and stops (as it does once the screen is left). */
  private session = 0;
  private readonly changes = new Subject<void>();
  /** The dialog closed after a job opened or closed the lock: the screen made of it reads the lock again. */
  readonly lockChanged$: Observable<void> = this.changes;

  constructor(
    @inject(RunRemoteJob) private readonly runJob: RunRemoteJob,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super(CLOSED);
  }

  openFor(lock: { readonly id: number; readonly name: string }): void {
    if (this.snapshot.stage.kind !== 'done') return;
    this.session += 1;
    this.store.set({ ...CLOSED, lock });
    this.advance({ kind: 'connecting' });
  }

  confirm(action: RemoteAction): void {
    const next = onConfirm(this.snapshot.stage, action);
    if (next === this.snapshot.stage) return;
    this.advance(next);
  }

  cancel(): void {
    const next = onCancel(this.snapshot.stage);
    if (next === this.snapshot.stage) return;
    this.close();
  }

  acknowledge(): void {
    const next = onAcknowledge(this.snapshot.stage);
    if (next === this.snapshot.stage) return;
    this.close();
  }

  private close(): void {
    this.session += 1;
    this.store.set({ ...CLOSED, changedLock: this.snapshot.changedLock });
    if (this.snapshot.changedLock) this.changes.next();
  }

  /** Shows the stage at once and, when it waits on a job, runs that job to its outcome. */
  private advance(stage: RemoteStage): void {
    const lock = this.snapshot.lock;
    if (lock === null) return;
    const polling = pollingJobTypeOf(stage) !== null;
    this.store.set({
      ...this.snapshot,
      stage,
      pollCount: 0,
      jobStartedAt: polling ? this.clock.execute().getTime() : null,
    });
    if (!polling) return;
    const session = this.session;
    const alive = () => session === this.session && !this.disposed;
    void this.runJob
      .execute({
        lockId: lock.id,
        stage,
        isCancelled: () => !alive(),
        onPoll: (pollCount) => {
          if (alive()) this.store.set({ ...this.snapshot, pollCount });
        },
      })
      .then((next) => {
        if (!alive() || next.kind === 'done') return;
        const changed = next.kind === 'opened' || next.kind === 'closed';
        this.store.set({
          ...this.snapshot,
          stage: next,
          jobStartedAt: null,
          changedLock: this.snapshot.changedLock || changed,
        });
      });
  }
}

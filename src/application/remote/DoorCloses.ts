import { injectable } from 'inversify';
import type { DoorState } from '../../domain/remote/doorStates';
import type { LockStatus } from '../../domain/remote/job';

/** A close job this tab sent and has not seen end: what the door read before it, and its end. */
export interface RunningClose {
  readonly lockStatus: LockStatus;
  readonly ended: Promise<DoorState>;
}

/**
 * The close jobs of 扉の状態 that this tab has sent and not yet seen end, by lock (a lock id is one lock on the
 * server). A close runs to its end (at most the 10 polls of devices-access §4) even when the manager leaves the
 * screen, so coming back while it runs finds it here: the door is shown closing and gets no second job. One instance
 * per container (bound in singleton scope beside AccessReadings).
 */
@injectable()
export class DoorCloses {
  private readonly running = new Map<number, RunningClose>();

  runningFor(lockId: number): RunningClose | undefined {
    return this.running.get(lockId);
  }

  /** Runs `close` for the lock unless a close of it is running already, whose run is answered instead (no job). */
  start(lockId: number, lockStatus: LockStatus, close: () => Promise<DoorState>): RunningClose {
    const running = this.running.get(lockId);
    if (running) return running;
    const ended = close().finally(() => this.running.delete(lockId));
    const started = { lockStatus, ended };
    this.running.set(lockId, started);
    return started;
  }
}

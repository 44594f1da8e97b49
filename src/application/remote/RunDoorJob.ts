import { inject, injectable } from 'inversify';
import type { LockStatus } from '../../domain/remote/job';
import { onDoorClosed, onDoorRead, type DoorState } from '../../domain/remote/doorStates';
import { RunRemoteJob } from './RunRemoteJob';

export interface DoorJob {
  readonly lockId: number;
  /** read: a read_status job; close: a close job on a door read as `lockStatus`. */
  readonly job: { readonly kind: 'read' } | { readonly kind: 'close'; readonly lockStatus: LockStatus };
  /** Told after each poll that left the job in progress. */
  readonly onPoll?: (pollCount: number) => void;
  /** The manager left the screen: stop polling. */
  readonly isCancelled?: () => boolean;
}

/**
 * One door of the door-state screen: one job (read_status or close) sent and polled by the remote dialog's
 * own run (3-second polls, the 10-poll limit, the same failure sentences), its end said as the door's state.
 * Like RunRemoteJob, a failure is a state of the door (readFailed, closeFailed with the reason), not a Left.
 */
@injectable()
export class RunDoorJob {
  constructor(@inject(RunRemoteJob) private readonly run: RunRemoteJob) {}

  async execute({ lockId, job, onPoll, isCancelled }: DoorJob): Promise<DoorState> {
    if (job.kind === 'read') {
      return onDoorRead(await this.run.execute({ lockId, stage: { kind: 'connecting' }, onPoll, isCancelled }));
    }
    const stage = await this.run.execute({ lockId, stage: { kind: 'closing' }, onPoll, isCancelled });
    return onDoorClosed(job.lockStatus, stage);
  }
}

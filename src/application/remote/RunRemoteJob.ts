import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { POLL_INTERVAL_MS } from '../../domain/remote/job';
import { onJobPolled, onRequestFailed, pollingJobTypeOf, type RemoteStage } from '../../domain/remote/remoteStage';
import { serverMessageOf, type PortError } from '../ports/PortError';
import { RemoteJobGateway } from '../ports/RemoteJobGateway';
import { Scheduler } from '../ports/Scheduler';
import { messageOf } from '../shared/messageOf';

export interface RemoteRun {
  readonly lockId: number;
  /** connecting (read_status), opening (open) or closing (close); any other stage is returned as is. */
  readonly stage: RemoteStage;
  /** Told after each poll that left the job in progress, with the number of polls so far. */
  readonly onPoll?: (pollCount: number) => void;
  /** The dialog was closed: stop polling and report done. */
  readonly isCancelled?: () => boolean;
}

/** The words of a failed request: the server's when it sent some, the client-wide ones for transport failures. */
const requestFailureText = (error: PortError): string | null =>
  serverMessageOf(error) ?? (error._tag === 'ContractViolation' || (error._tag === 'Unavailable' && error.reason !== 'server') ? messageOf(error, '') : null);

/**
 * Runs one remote job to its end (spec section 4): sends it, then polls every 3 s until it
 * succeeds, fails, or is still in progress after more than 10 polls. Returns the next stage
 * of the dialog. Exactly one job is sent per call.
 */
@injectable()
export class RunRemoteJob {
  constructor(
    @inject(RemoteJobGateway) private readonly jobs: RemoteJobGateway,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  async execute({ lockId, stage, onPoll, isCancelled = () => false }: RemoteRun): Promise<RemoteStage> {
    const jobType = pollingJobTypeOf(stage);
    if (jobType === null) return stage;
    const started = await this.jobs.start(lockId, jobType);
    if (E.isLeft(started)) return onRequestFailed(stage, requestFailureText(started.left));
    for (let pollCount = 1; ; pollCount += 1) {
      await this.scheduler.wait(POLL_INTERVAL_MS);
      if (isCancelled()) return { kind: 'done' };
      const polled = await this.jobs.poll(started.right, jobType);
      if (isCancelled()) return { kind: 'done' };
      if (E.isLeft(polled)) return onRequestFailed(stage, requestFailureText(polled.left));
      const job = polled.right;
      const next = onJobPolled(stage, job.jobStatus, pollCount, job.description?.message ?? null, job.lockStatus);
      if (next !== stage) return next;
      onPoll?.(pollCount);
    }
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { hasExceededPolls, POLL_INTERVAL_MS, type JobStatus } from '../../domain/remote/job';
import { onJobPolled, onRequestFailed, pollingJobTypeOf, type RemoteStage } from '../../domain/remote/remoteStage';
import { serverMessageOf, type PortError } from '../ports/PortError';
import { RemoteJobGateway } from './ports/RemoteJobGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort } from '../shared/AppError';
import { JobPoller, type JobPhase } from '../shared/JobPoller';

export interface RemoteRun {
  readonly lockId: number;
  /** connecting (read_status), opening (open) or closing (close); any other stage is returned as is. */
  readonly stage: RemoteStage;
  /** Told after each poll that left the job in progress, with the number of polls so far. */
  readonly onPoll?: (pollCount: number) => void;
  /** The dialog was closed: stop polling and report done. */
  readonly isCancelled?: () => boolean;
}

/**
 * The words of a failed request: for a transport failure or an unreadable answer the AppError's
 * client-wide sentence (never the transport's own English words, 'Failed to fetch'); otherwise the
 * server's words when it sent some, and null for the job type's own sentence (onRequestFailed).
 */
const requestFailureText = (error: PortError): string | null =>
  error._tag === 'ContractViolation' || (error._tag === 'Unavailable' && error.reason !== 'server')
    ? fromPort(error, '').message
    : (serverMessageOf(error) ?? null);

const phaseOf = (status: JobStatus): JobPhase =>
  status === 'success' ? 'done' : status === 'failure' ? 'failed' : 'pending';

/**
 * Runs one remote job to its end (devices-access §4): sends it, then polls every 3 s until it
 * succeeds, fails, or is still in progress after more than 10 polls. Exactly one job is sent per call.
 *
 * Why not Either<AppError, T>: the remote dialog is a state machine and a failure is one of its
 * stages (the 'failed' alert, or 'communicationError' after 10 polls), reached from several points
 * of one run; an Either would make the dialog map each Left back to the stage. Every failure still
 * ends in a stage carrying a Japanese sentence: the AppError's for transport failures and unreadable
 * answers, the server's words, or the job type's own (test/application/remote pins each).
 */
@injectable()
export class RunRemoteJob {
  constructor(
    @inject(RemoteJobGateway) private readonly jobs: RemoteJobGateway,
    @inject(JobPoller) private readonly poller: JobPoller,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute({ lockId, stage, onPoll, isCancelled = () => false }: RemoteRun): Promise<RemoteStage> {
    const jobType = pollingJobTypeOf(stage);
    if (jobType === null) return stage;
    // a page whose organization another tab switched away from opens no door: the refusal is the failed stage
    const refused = this.organization.refusal();
    if (refused) return onRequestFailed(stage, refused.message);
    const started = await this.jobs.start(lockId, jobType);
    if (E.isLeft(started)) return onRequestFailed(stage, requestFailureText(started.left));
    const outcome = await this.poller.poll({
      check: () => this.jobs.poll(started.right, jobType),
      phaseOf: (job) => phaseOf(job.jobStatus),
      intervalMs: POLL_INTERVAL_MS,
      timedOut: hasExceededPolls,
      isCancelled,
      onPending: (_job, pollCount) => onPoll?.(pollCount),
    });
    switch (outcome.kind) {
      case 'cancelled':
        return { kind: 'done' };
      case 'error':
        return onRequestFailed(stage, requestFailureText(outcome.error));
      default:
        return onJobPolled(
          stage,
          outcome.status.jobStatus,
          outcome.polls,
          outcome.status.description?.message ?? null,
          outcome.status.lockStatus,
        );
    }
  }
}

import type { Either } from 'fp-ts/Either';
import type { Job, JobType } from '../../../domain/remote/job';
import type { PortError } from '../../ports/PortError';

/** POST /locks/{id}/jobs and GET /jobs/{id}/{type} (v2). */
export interface RemoteJobGateway {
  /** Asks the lock (through its hub) to run a job; returns the job id. */
  start(lockId: number, jobType: JobType): Promise<Either<PortError, string>>;
  poll(jobId: string, jobType: JobType): Promise<Either<PortError, Job>>;
}
export const RemoteJobGateway = Symbol.for('RemoteJobGateway');

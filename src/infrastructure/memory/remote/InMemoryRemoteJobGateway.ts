import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { PortError } from '../../../application/ports/PortError';
import type { RemoteJobGateway } from '../../../application/remote/ports/RemoteJobGateway';
import type { Job, JobType } from '../../../domain/remote/job';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryRemoteJobGateway implements RemoteJobGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  start(lockId: number, jobType: JobType): Promise<E.Either<PortError, string>> {
    return this.backend.authenticated((account) => server.startJob(this.backend.world, account, lockId, jobType));
  }

  poll(jobId: string, jobType: JobType): Promise<E.Either<PortError, Job>> {
    return this.backend.authenticated((account) => server.pollJob(this.backend.world, account, jobId, jobType));
  }
}

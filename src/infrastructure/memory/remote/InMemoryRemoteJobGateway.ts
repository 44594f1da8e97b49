import * as E from 'fp-ts/Either';
import type { PortError } from '../../../application/ports/PortError';
import type { RemoteJobGateway } from '../../../application/ports/RemoteJobGateway';
import type { Job, JobType } from '../../../domain/remote/job';
import type { MemoryCalls } from '../MemoryCalls';
import * as server from './server';

/** Built by its feature's memory bindings (container/memoryFeatures) through memoryCallsOf. */
export class InMemoryRemoteJobGateway implements RemoteJobGateway {
  constructor(private readonly backend: MemoryCalls) {}

  start(lockId: number, jobType: JobType): Promise<E.Either<PortError, string>> {
    return this.backend.authenticated((account) => E.map((r: { id: string }) => r.id)(server.startJob(this.backend.world, account, lockId, jobType)));
  }

  poll(jobId: string, jobType: JobType): Promise<E.Either<PortError, Job>> {
    return this.backend.authenticated((account) => server.pollJob(this.backend.world, account, jobId, jobType));
  }
}

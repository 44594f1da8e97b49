import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { RemoteJobGateway } from '../../../application/remote/ports/RemoteJobGateway';
import type { Job, JobType } from '../../../domain/remote/job';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { JobIdWire, JobWire } from './codecs';

@injectable()
export class HttpRemoteJobGateway implements RemoteJobGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async start(lockId: number, jobType: JobType): Promise<E.Either<PortError, string>> {
    const path = `/locks/${lockId}/jobs`;
    const result = await this.http.json({
      method: 'POST',
      api: 'v2',
      path,
      body: { job_type: jobType },
      codec: JobIdWire,
    });
    return E.chain((wire: typeof JobIdWire._A): E.Either<PortError, string> => {
      const id = typeof wire === 'object' ? (wire.id ?? wire.jobId) : wire;
      return id === undefined || String(id) === ''
        ? E.left(PortErrors.contractViolation(path, 'no job id'))
        : E.right(String(id));
    })(result);
  }

  async poll(jobId: string, jobType: JobType): Promise<E.Either<PortError, Job>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v2',
      path: `/jobs/${encodeURIComponent(jobId)}/${jobType}`,
      codec: JobWire,
    });
    return E.map((w: typeof JobWire._A): Job => ({
      id: jobId,
      jobStatus: w.jobStatus,
      lockStatus: w.lockStatus ?? null,
      description: w.description
        ? { title: w.description.title ?? null, message: w.description.message ?? null }
        : null,
    }))(result);
  }
}

import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { RemoteJobGateway } from '../../../application/ports/RemoteJobGateway';
import type { Job, JobType } from '../../../domain/remote/job';
import { nullable } from '../codecs/common';
import { HttpClient, HttpClientToken } from '../HttpClient';

/**
 * POST /locks/{id}/jobs "returns the job id" without a shown body: { id }, { jobId } as the generated client names it,
 * or the id bare; a string or a number. A body without any of them is a contract violation.
 */
const JobIdWire = t.union([t.string, t.number, t.exact(t.partial({ id: t.union([t.string, t.number]), jobId: t.union([t.string, t.number]) }))]);

/** GET /jobs/{id}/{type}: jobStatus as the spec lists it (strict); lockStatus and description optional, null or absent. */
export const JobWire = t.exact(t.intersection([
  t.type({ jobStatus: t.keyof({ success: null, failure: null, in_progress: null }) }),
  t.partial({
    id: t.union([t.string, t.number]),
    lockStatus: nullable(t.keyof({ open: null, close: null, open_and_close: null })),
    description: nullable(t.exact(t.partial({ title: nullable(t.string), message: nullable(t.string) }))),
  }),
]));

@injectable()
export class HttpRemoteJobGateway implements RemoteJobGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async start(lockId: number, jobType: JobType): Promise<E.Either<PortError, string>> {
    const path = `/locks/${lockId}/jobs`;
    const result = await this.http.json({ method: 'POST', api: 'v2', path, body: { job_type: jobType }, codec: JobIdWire });
    return E.chain((wire: typeof JobIdWire._A): E.Either<PortError, string> => {
      const id = typeof wire === 'object' ? wire.id ?? wire.jobId : wire;
      return id === undefined || String(id) === '' ? E.left(PortErrors.contractViolation(path, 'no job id')) : E.right(String(id));
    })(result);
  }

  async poll(jobId: string, jobType: JobType): Promise<E.Either<PortError, Job>> {
    const result = await this.http.json({ method: 'GET', api: 'v2', path: `/jobs/${encodeURIComponent(jobId)}/${jobType}`, codec: JobWire });
    return E.map((w: typeof JobWire._A): Job => ({
      id: jobId,
      jobStatus: w.jobStatus,
      lockStatus: w.lockStatus ?? null,
      description: w.description ? { title: w.description.title ?? null, message: w.description.message ?? null } : null,
    }))(result);
  }
}

import * as t from 'io-ts';
import type { Job } from '../../../domain/remote/job';
import { nullable } from '../codecs/common';

/**
 * POST /locks/{id}/jobs "returns the job id" without a shown body: { id }, { jobId } as the generated client names it,
 * or the id bare; a string or a number. A body without any of them is a contract violation.
 */
export const JobIdWire = t.union([
  t.string,
  t.number,
  t.exact(t.partial({ id: t.union([t.string, t.number]), jobId: t.union([t.string, t.number]) })),
]);

/**
 * GET /jobs/{id}/{type}: jobStatus as the spec lists it (strict); lockStatus and description optional, null or absent.
 */
export const JobWire = t.exact(
  t.intersection([
    t.type({ jobStatus: t.keyof({ success: null, failure: null, in_progress: null }) }),
    t.partial({
      id: t.union([t.string, t.number]),
      lockStatus: nullable(t.keyof({ open: null, close: null, open_and_close: null })),
      description: nullable(t.exact(t.partial({ title: nullable(t.string), message: nullable(t.string) }))),
    }),
  ]),
);

/* Domain → wire: what the demo world's MSW handlers send, typed against the codecs above. */

export const wireJobIdOf = (id: string): t.TypeOf<typeof JobIdWire> => ({ id });

export const wireJobOf = (j: Job): t.TypeOf<typeof JobWire> => ({
  id: j.id,
  jobStatus: j.jobStatus,
  // an unread lock status is left out, as the server does
  ...(j.lockStatus !== null ? { lockStatus: j.lockStatus } : {}),
  description: j.description,
});

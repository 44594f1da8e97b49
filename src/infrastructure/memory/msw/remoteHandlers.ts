import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import type { Job } from '../../../domain/remote/job';
import * as server from '../remote/server';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';
import { authenticated, bodyOf } from './respond';

/** Domain → v2 wire (camelCase). */
const wireJob = (j: Job) => ({
  id: j.id,
  jobStatus: j.jobStatus,
  ...(j.lockStatus !== null ? { lockStatus: j.lockStatus } : {}),
  description: j.description,
});

/** The remote job endpoints (v2), served from the in-memory world. */
export const remoteHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.post(`*${paths.v2}/locks/:id/jobs`, async ({ request, params }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.startJob(world, account, Number(params.id), body.job_type), 201);
  }),
  http.get(`*${paths.v2}/jobs/:id/:type`, ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wireJob)(server.pollJob(world, account, String(params.id), String(params.type)))),
  ),
];

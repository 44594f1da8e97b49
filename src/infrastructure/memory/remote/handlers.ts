import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { JobRequest } from '../../http/remote/requests';
import { wireJobIdOf, wireJobOf } from '../../http/remote/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, decodedBody, withBody } from '../msw/respond';

/** The remote job endpoints (v2), served from the in-memory world. */
export const remoteHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.post(`*${paths.v2}/locks/:id/jobs`, async ({ request, params }) => {
    const body = await decodedBody(request, JobRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) => E.map(wireJobIdOf)(server.startJob(world, account, Number(params.id), b.job_type))),
      201,
    );
  }),
  http.get(`*${paths.v2}/jobs/:id/:type`, ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map(wireJobOf)(server.pollJob(world, account, String(params.id), String(params.type))),
    ),
  ),
];

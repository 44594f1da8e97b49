import { http, passthrough, type HttpHandler } from 'msw';
import type { FeatureWorld } from '../world/FeatureWorld';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { platformHandlers } from './platformHandlers';

/**
 * Every request that is not a call of the API (the page's scripts, app_info.json, anything else the page loads) goes
 * on to the network at once, as it would with no handler at all: every handler's path is under /v1/ or the v2 base
 * path. Without it MSW asked each of the ~90 handlers in turn, and each reads document.cookie (a call into the
 * browser) before matching: a script loaded after the worker started cost ~90 cookie reads, and the first start of a
 * page in mock-http mode took twice as long as in memory mode.
 */
const notTheApi = (paths: ApiPaths): HttpHandler =>
  http.all(
    ({ request }) => {
      const path = new URL(request.url).pathname;
      return !path.includes('/v1/') && !path.includes(`${paths.v2}/`);
    },
    () => passthrough(),
  );

/** Every endpoint of the API, served from the one in-memory world: the platform's and each feature's. */
export const handlersFor = (world: World, paths: ApiPaths, features: ReadonlyArray<FeatureWorld>): HttpHandler[] => [
  notTheApi(paths),
  ...platformHandlers(world, paths),
  ...features.flatMap((feature) => feature.handlers(world, paths)),
];

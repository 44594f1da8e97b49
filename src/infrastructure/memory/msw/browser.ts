import { setupWorker } from 'msw/browser';
import type { FeatureWorld } from '../world/FeatureWorld';
import type { World } from '../world/World';
import { handlersFor } from './handlers';
import type { ApiPaths } from '../world/FeatureWorld';

/** mock-http mode: the HTTP adapters talk to the in-memory world through a service worker. */
export const startMockWorker = async (
  world: World,
  paths: ApiPaths,
  features: ReadonlyArray<FeatureWorld>,
): Promise<void> => {
  await setupWorker(...handlersFor(world, paths, features)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
};

import { setupWorker } from 'msw/browser';
import type { World } from '../world/World';
import { handlersFor } from './handlers';
import type { ApiPaths } from './platformHandlers';

/** mock-http mode: the HTTP adapters talk to the in-memory world through a service worker. */
export const startMockWorker = async (world: World, paths: ApiPaths): Promise<void> => {
  await setupWorker(...handlersFor(world, paths)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
};

import type { HttpHandler } from 'msw';
import type { FeatureWorld } from '../world/FeatureWorld';
import type { World } from '../world/World';
import { platformHandlers, type ApiPaths } from './platformHandlers';

/** Every endpoint of the API, served from the one in-memory world: the platform's and each feature's. */
export const handlersFor = (world: World, paths: ApiPaths, features: ReadonlyArray<FeatureWorld>): HttpHandler[] => [
  ...platformHandlers(world, paths),
  ...features.flatMap((feature) => feature.handlers(world, paths)),
];

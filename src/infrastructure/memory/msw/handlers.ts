import type { World } from '../world/World';
import { platformHandlers, type ApiPaths } from './platformHandlers';

/** Every endpoint of the API, served from the one in-memory world. Features add theirs here. */
export const handlersFor = (world: World, paths: ApiPaths) => [...platformHandlers(world, paths)];

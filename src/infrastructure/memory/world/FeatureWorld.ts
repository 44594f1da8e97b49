import type { ContainerModuleLoadOptions } from 'inversify';
import type { HttpHandler } from 'msw';
import type { ApiPaths } from '../msw/platformHandlers';
import type { WorldSlice } from './state';
import type { World } from './World';

/**
 * A feature's part of the demo world (memory and mock-http builds only): its slice, the MSW
 * handlers that serve its endpoints from the world, and, rarely, bindings that replace HTTP ones
 * in mock-http mode (a fake of a third party the world stands in for).
 */
export interface FeatureWorld {
  readonly slice: WorldSlice;
  readonly handlers: (world: World, paths: ApiPaths) => HttpHandler[];
  readonly overHttp?: (options: ContainerModuleLoadOptions) => void;
}

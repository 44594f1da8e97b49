import type { ContainerModuleLoadOptions } from 'inversify';
import type { HttpHandler } from 'msw';
import type { WorldSlice } from './state';
import type { World } from './World';

/** Where the API the handlers serve lives. */
export interface ApiPaths {
  /** The v2 base path, e.g. /console/v2 */
  readonly v2: string;
}

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

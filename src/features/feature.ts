import type { Newable } from 'inversify';
import type { AddressParams } from '../application/shared/HeadStart';
import type { FeatureModule } from '../infrastructure/container/FeatureModule';
import type { RouteName } from '../ui/shell/routeTable';
import type { ScreenMap } from '../ui/shell/screenTypes';

/**
 * One feature, described once: its bindings for each backend, its part of the demo world and its
 * screens (route name → lazy page). The composition root, the world, the MSW worker and the
 * router iterate FEATURES (./index.ts); a new feature adds its descriptor there and nowhere else.
 */
export interface Feature extends FeatureModule {
  readonly screens: ScreenMap;
  /**
   * Other features' routes whose screens use this feature's ports too (the holiday table beside a date field): loaded
   * with those routes only, so a feature that every route needs (`needs`) is not put on the way to the lock list.
   */
  readonly alsoFor?: ReadonlyArray<RouteName>;
  /**
   * Screens whose first reads are asked for beside the guard's refresh on entering them (application/shared/HeadStart):
   * route → the use case that asks for them (resolved from the container, then `start()`).
   */
  readonly headStarts?: Partial<Record<RouteName, () => Promise<HeadStarter>>>;
}

/**
 * What asks for a screen's first reads ahead of it (LockListHeadStart, ContractHeadStart, LockAccessHeadStart, which
 * reads the route's lock id).
 */
export type HeadStarter = Newable<{ start(params: AddressParams): void }>;

import { managersHandlers } from '../msw/managersHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { managersSlice } from './slice';

/** The managers feature's part of the demo world. */
export const managersWorld: FeatureWorld = { slice: managersSlice, handlers: managersHandlers };

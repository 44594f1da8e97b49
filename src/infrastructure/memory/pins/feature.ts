import { pinsHandlers } from '../msw/pinsHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { pinsSlice } from './slice';

/** The PINs feature's part of the demo world. */
export const pinsWorld: FeatureWorld = { slice: pinsSlice, handlers: pinsHandlers };

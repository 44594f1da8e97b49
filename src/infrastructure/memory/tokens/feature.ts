import { tokensHandlers } from '../msw/tokensHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { tokensSlice } from './slice';

/** The tokens feature's part of the demo world. */
export const tokensWorld: FeatureWorld = { slice: tokensSlice, handlers: tokensHandlers };

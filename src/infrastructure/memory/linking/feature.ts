import { linkingHandlers } from '../msw/linkingHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { linkingSlice } from './slice';

/** The linking feature's part of the demo world. */
export const linkingWorld: FeatureWorld = { slice: linkingSlice, handlers: linkingHandlers };

import { remoteHandlers } from '../msw/remoteHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { remoteSlice } from './slice';

/** The remote feature's part of the demo world. */
export const remoteWorld: FeatureWorld = { slice: remoteSlice, handlers: remoteHandlers };

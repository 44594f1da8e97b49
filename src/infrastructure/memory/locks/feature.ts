import { locksHandlers } from '../msw/locksHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { locksSlice } from './slice';

/** The locks feature's part of the demo world. */
export const locksWorld: FeatureWorld = { slice: locksSlice, handlers: locksHandlers };

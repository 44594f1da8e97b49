import { groupsHandlers } from '../msw/groupsHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { groupsSlice } from './slice';

/** The groups feature's part of the demo world. */
export const groupsWorld: FeatureWorld = { slice: groupsSlice, handlers: groupsHandlers };

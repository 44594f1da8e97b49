import { logsHandlers } from '../msw/logsHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { logsSlice } from './slice';

/** The logs feature's part of the demo world. */
export const logsWorld: FeatureWorld = { slice: logsSlice, handlers: logsHandlers };

import { accountHandlers } from '../msw/accountHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { accountSlice } from './slice';

/** The account feature's part of the demo world. */
export const accountWorld: FeatureWorld = { slice: accountSlice, handlers: accountHandlers };

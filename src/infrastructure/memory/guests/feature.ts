import { guestsHandlers } from '../msw/guestsHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { guestsSlice } from './slice';

/** The guests feature's part of the demo world. */
export const guestsWorld: FeatureWorld = { slice: guestsSlice, handlers: guestsHandlers };

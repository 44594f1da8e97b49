import { cardsHandlers } from '../msw/cardsHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { cardsSlice } from './slice';

/** The cards feature's part of the demo world. */
export const cardsWorld: FeatureWorld = { slice: cardsSlice, handlers: cardsHandlers };

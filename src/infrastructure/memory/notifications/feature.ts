import { notificationsHandlers } from '../msw/notificationsHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { notificationsSlice } from './slice';

/** The notifications feature's part of the demo world. */
export const notificationsWorld: FeatureWorld = { slice: notificationsSlice, handlers: notificationsHandlers };

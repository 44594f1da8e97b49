import { signupHandlers } from '../msw/signupHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { signupSlice } from './slice';

/** The sign-up feature's part of the demo world. */
export const signupWorld: FeatureWorld = { slice: signupSlice, handlers: signupHandlers };

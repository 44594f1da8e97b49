import { invitationsHandlers } from './handlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { invitationsSlice } from './slice';

/** The invitations' part of the demo world: the slice and the console's invitation endpoints. */
export const invitationsWorld: FeatureWorld = { slice: invitationsSlice, handlers: invitationsHandlers };

import { bindFakePaymentCardProviderOverHttp } from '../../container/memoryFeatures/organization';
import { organizationHandlers } from '../msw/organizationHandlers';
import type { FeatureWorld } from '../world/FeatureWorld';
import { organizationSlice } from './slice';

/**
 * The organization feature's part of the demo world. mock-http talks HTTP to the world, so its
 * card provider is the world's fake too (PAY.JP would need a real key and network).
 */
export const organizationWorld: FeatureWorld = {
  slice: organizationSlice,
  handlers: organizationHandlers,
  overHttp: bindFakePaymentCardProviderOverHttp,
};

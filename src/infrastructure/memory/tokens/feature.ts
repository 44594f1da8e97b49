import type { ContainerModuleLoadOptions } from 'inversify';
import { TokensGateway } from '../../../application/tokens/ports/TokensGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { tokensHandlers } from './handlers';
import { InMemoryTokensGateway } from './InMemoryTokensGateway';
import { tokensSlice } from './slice';

/** The tokens feature's part of the demo world: its slice and the handlers of its endpoints. */
export const tokensWorld: FeatureWorld = { slice: tokensSlice, handlers: tokensHandlers };

/** Ports of the tokens feature served by the in-memory world (memory mode). */
export const bindMemoryTokens = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(TokensGateway).to(InMemoryTokensGateway);
};

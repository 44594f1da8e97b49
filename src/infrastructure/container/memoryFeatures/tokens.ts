import type { ContainerModuleLoadOptions } from 'inversify';
import { TokensGateway } from '../../../application/ports/TokensGateway';
import { InMemoryTokensGateway } from '../../memory/tokens/InMemoryTokensGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/tokens.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the tokens feature served by the in-memory world. */
export const bindMemoryTokens = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(TokensGateway).to(InMemoryTokensGateway);
};

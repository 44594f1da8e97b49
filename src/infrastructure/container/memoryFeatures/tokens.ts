import type { ContainerModuleLoadOptions } from 'inversify';
import { TokensGateway } from '../../../application/ports/TokensGateway';
import { InMemoryTokensGateway } from '../../memory/tokens/InMemoryTokensGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the tokens feature served by the in-memory world. */
export const bindMemoryTokens = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(TokensGateway).to(InMemoryTokensGateway);
};

import type { ContainerModuleLoadOptions } from 'inversify';
import { LinkingGateway } from '../../../application/ports/LinkingGateway';
import { InMemoryLinkingGateway } from '../../memory/linking/InMemoryLinkingGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the linking feature served by the in-memory world. */
export const bindMemoryLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LinkingGateway).to(InMemoryLinkingGateway);
};

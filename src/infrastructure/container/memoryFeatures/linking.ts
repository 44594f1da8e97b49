import type { ContainerModuleLoadOptions } from 'inversify';
import { LinkingGateway } from '../../../application/ports/LinkingGateway';
import { InMemoryLinkingGateway } from '../../memory/linking/InMemoryLinkingGateway';
import { memoryCallsOf } from '../../memory/memoryCallsOf';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the linking feature served by the in-memory world. */
export const bindMemoryLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LinkingGateway).toDynamicValue((ctx) => new InMemoryLinkingGateway(memoryCallsOf(ctx)));
};

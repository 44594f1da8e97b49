import type { ContainerModuleLoadOptions } from 'inversify';
import { LinkingGateway } from '../../../application/ports/LinkingGateway';
import { HttpLinkingGateway } from '../../http/linking/HttpLinkingGateway';
import { InMemoryLinkingGateway } from '../../memory/linking/InMemoryLinkingGateway';
import { memoryCallsOf } from '../../memory/memoryCallsOf';

/** Ports of the linking feature served by the real API. */
export const bindHttpLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LinkingGateway).to(HttpLinkingGateway);
};

/** Ports of the linking feature served by the in-memory world. */
export const bindMemoryLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  // a dynamic value, not a decorated class: this file is in the production bundle's import graph
  bind(LinkingGateway).toDynamicValue((ctx) => new InMemoryLinkingGateway(memoryCallsOf(ctx)));
};

import type { ContainerModuleLoadOptions } from 'inversify';
import { LinkingGateway } from '../../../application/ports/LinkingGateway';
import { InMemoryLinkingGateway } from '../../memory/linking/InMemoryLinkingGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/linking.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the linking feature served by the in-memory world. */
export const bindMemoryLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LinkingGateway).to(InMemoryLinkingGateway);
};

import type { ContainerModuleLoadOptions } from 'inversify';
import { LinkingGateway } from '../../../application/linking/ports/LinkingGateway';
import { HttpLinkingGateway } from './HttpLinkingGateway';

/** Ports of the linking feature served by the real API. */
export const bindHttpLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LinkingGateway).to(HttpLinkingGateway);
};

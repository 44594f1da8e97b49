import type { ContainerModuleLoadOptions } from 'inversify';
import { TokensGateway } from '../../../application/tokens/ports/TokensGateway';
import { HttpTokensGateway } from './HttpTokensGateway';

/** Ports of the tokens feature served by the real API. */
export const bindHttpTokens = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(TokensGateway).to(HttpTokensGateway);
};

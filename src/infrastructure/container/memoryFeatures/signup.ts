import type { ContainerModuleLoadOptions } from 'inversify';
import { SignupGateway } from '../../../application/ports/SignupGateway';
import { InMemorySignupGateway } from '../../memory/signup/InMemorySignupGateway';
import { bindSignupBrowser } from '../features/signup';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/signup.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the sign-up feature served by the in-memory world. */
export const bindMemorySignup = (options: ContainerModuleLoadOptions): void => {
  options.bind(SignupGateway).to(InMemorySignupGateway);
  bindSignupBrowser(options);
};

import type { ContainerModuleLoadOptions } from 'inversify';
import { SignupGateway } from '../../../application/ports/SignupGateway';
import { InMemorySignupGateway } from '../../memory/signup/InMemorySignupGateway';
import { bindSignupBrowser } from '../features/signup';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the sign-up feature served by the in-memory world. */
export const bindMemorySignup = (options: ContainerModuleLoadOptions): void => {
  options.bind(SignupGateway).to(InMemorySignupGateway);
  bindSignupBrowser(options);
};

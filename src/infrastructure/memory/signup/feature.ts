import type { ContainerModuleLoadOptions } from 'inversify';
import { SignupGateway } from '../../../application/signup/ports/SignupGateway';
import { bindSignupBrowser } from '../../http/signup/bindings';
import type { FeatureWorld } from '../world/FeatureWorld';
import { signupHandlers } from './handlers';
import { InMemorySignupGateway } from './InMemorySignupGateway';
import { signupSlice } from './slice';

/** The sign-up feature's part of the demo world: its slice and the handlers of its endpoints. */
export const signupWorld: FeatureWorld = { slice: signupSlice, handlers: signupHandlers };

/** Ports of the sign-up feature served by the in-memory world (memory mode). */
export const bindMemorySignup = (options: ContainerModuleLoadOptions): void => {
  options.bind(SignupGateway).to(InMemorySignupGateway);
  bindSignupBrowser(options);
};

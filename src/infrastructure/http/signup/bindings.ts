import type { ContainerModuleLoadOptions } from 'inversify';
import { Clock } from '../../../application/ports/Clock';
import { SignupDraftStore } from '../../../application/signup/ports/SignupDraftStore';
import { SignupGateway } from '../../../application/signup/ports/SignupGateway';
import { BrowserStorage } from '../../browser/BrowserStorage';
import { LocalStorageSignupDraftStore } from '../../browser/LocalStorageSignupDraftStore';
import { HttpSignupGateway } from './HttpSignupGateway';
import { bindPostalLookup } from '../../browser/postal/bindPostalLookup';

/** Ports of the sign-up feature served by the real API. */
export const bindHttpSignup = (options: ContainerModuleLoadOptions): void => {
  options.bind(SignupGateway).to(HttpSignupGateway);
  bindSignupBrowser(options);
};

/** Browser-side ports of the sign-up, the same in every mode (the postal source is chosen by configuration). */
export const bindSignupBrowser = (options: ContainerModuleLoadOptions): void => {
  options
    .bind(SignupDraftStore)
    .toDynamicValue((ctx) => new LocalStorageSignupDraftStore(ctx.get<Storage>(BrowserStorage), ctx.get<Clock>(Clock)))
    .inSingletonScope();
  bindPostalLookup(options);
};

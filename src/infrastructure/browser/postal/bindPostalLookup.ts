import type { ContainerModuleLoadOptions } from 'inversify';
import { PostalLookup } from '../../../application/signup/ports/PostalLookup';
import { BundledPostalLookup, fetchShippedPostalFile } from './BundledPostalLookup';

/**
 * Every build, production included, reads the postal data it ships (postal/NNN.json, scripts/postal-data.mjs) from
 * its own origin. The spec's public postal-data host (a script loaded at run time) is not used: a third-party script
 * on the sign-up wizard is a supply-chain and availability risk, and with it gone the CSP's script-src
 * names PAY.JP alone beside the site.
 */
export const bindPostalLookup = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(PostalLookup)
    .toDynamicValue(() => new BundledPostalLookup(fetchShippedPostalFile(import.meta.env.BASE_URL)))
    .inSingletonScope();
};

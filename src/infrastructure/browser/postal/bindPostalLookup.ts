import type { ContainerModuleLoadOptions } from 'inversify';
import { AppConfig, type Backend } from '../../../application/ports/AppConfig';
import { PostalLookup } from '../../../application/ports/PostalLookup';
import { BundledPostalLookup, fetchShippedPostalFile } from './BundledPostalLookup';
import { YubinbangoPostalLookup } from './YubinbangoPostalLookup';

export type PostalSource = 'bundled' | 'yubinbango';

/**
 * Shipped data by default in memory and mock-http modes (no third-party script in the demo);
 * the public host in production unless the build sets VITE_POSTAL_SOURCE=bundled.
 */
export const postalSourceOf = (backend: Backend, configured: string | undefined): PostalSource => {
  if (configured === 'bundled' || configured === 'yubinbango') return configured;
  return backend === 'http' ? 'yubinbango' : 'bundled';
};

export const bindPostalLookup = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(PostalLookup)
    .toDynamicValue((ctx) => {
      const source = postalSourceOf(ctx.get<AppConfig>(AppConfig).backend, import.meta.env.VITE_POSTAL_SOURCE);
      return source === 'bundled'
        ? new BundledPostalLookup(fetchShippedPostalFile(import.meta.env.BASE_URL))
        : new YubinbangoPostalLookup();
    })
    .inSingletonScope();
};

import type { ContainerModuleLoadOptions } from 'inversify';
import { OrganizationGateway } from '../../../application/organization/ports/OrganizationGateway';
import { PaymentCardProvider } from '../../../application/organization/ports/PaymentCardProvider';
import { LazyPaymentCardProvider } from '../../browser/LazyPaymentCardProvider';
import { bindInvoiceFlag } from '../../http/organization/bindings';
import type { FeatureWorld } from '../world/FeatureWorld';
import { World } from '../world/World';
import { organizationHandlers } from './handlers';
import { InMemoryOrganizationGateway } from './InMemoryOrganizationGateway';
import { organizationSlice } from './slice';

/** The fake provider of the demo world, fetched only when the payment page first asks for it. */
const fakeCardProvider = (world: () => World) =>
  new LazyPaymentCardProvider(
    async () => new (await import('./FakePaymentCardProvider')).FakePaymentCardProvider(world()),
  );

/** mock-http mode: replaces the HTTP card provider (PAY.JP) by the world's fake. */
const bindFakePaymentCardProviderOverHttp = ({ rebind }: ContainerModuleLoadOptions): void => {
  rebind(PaymentCardProvider)
    .toDynamicValue((ctx) => fakeCardProvider(() => ctx.get(World)))
    .inSingletonScope();
};

/**
 * The organization feature's part of the demo world: its slice and the handlers of its endpoints. mock-http talks
 * HTTP to the world, so its card provider is the world's fake too (PAY.JP would need a real key and network).
 */
export const organizationWorld: FeatureWorld = {
  slice: organizationSlice,
  handlers: organizationHandlers,
  overHttp: bindFakePaymentCardProviderOverHttp,
};

/** Ports of the organization feature served by the in-memory world (memory mode). */
export const bindMemoryOrganization = (options: ContainerModuleLoadOptions): void => {
  options.bind(OrganizationGateway).to(InMemoryOrganizationGateway);
  options
    .bind(PaymentCardProvider)
    .toDynamicValue((ctx) => fakeCardProvider(() => ctx.get(World)))
    .inSingletonScope();
  bindInvoiceFlag(options);
};

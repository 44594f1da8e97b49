import type { ContainerModuleLoadOptions } from 'inversify';
import { PaymentCardProvider } from '../../../application/ports/PaymentCardProvider';
import { OrganizationGateway } from '../../../application/ports/OrganizationGateway';
import { LazyPaymentCardProvider } from '../../browser/LazyPaymentCardProvider';
import { InMemoryOrganizationGateway } from '../../memory/organization/InMemoryOrganizationGateway';
import { World } from '../../memory/world/World';
import { bindInvoiceFlag } from '../features/organization';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/organization.ts) loads them in memory mode, and its
 * world part (memory/organization/feature.ts) the fake card provider in mock-http mode; the production build leaves
 * both out.
 */
/** The fake provider of the demo world, fetched only when the payment page first asks for it. */
const fakeCardProvider = (world: () => World) =>
  new LazyPaymentCardProvider(
    async () =>
      new (await import('../../memory/organization/FakePaymentCardProvider')).FakePaymentCardProvider(world()),
  );

/** Ports of the organization feature served by the in-memory world. */
export const bindMemoryOrganization = (options: ContainerModuleLoadOptions): void => {
  options.bind(OrganizationGateway).to(InMemoryOrganizationGateway);
  options
    .bind(PaymentCardProvider)
    .toDynamicValue((ctx) => fakeCardProvider(() => ctx.get(World)))
    .inSingletonScope();
  bindInvoiceFlag(options);
};

/** mock-http mode: replaces the HTTP card provider (PAY.JP) by the world's fake. */
export const bindFakePaymentCardProviderOverHttp = ({ rebind }: ContainerModuleLoadOptions): void => {
  rebind(PaymentCardProvider)
    .toDynamicValue((ctx) => fakeCardProvider(() => ctx.get(World)))
    .inSingletonScope();
};

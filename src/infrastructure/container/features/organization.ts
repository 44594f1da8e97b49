import type { Container, ContainerModuleLoadOptions } from 'inversify';
import { AppConfig } from '../../../application/ports/AppConfig';
import { CardProvider } from '../../../application/ports/CardProvider';
import { InvoiceRequestFlag } from '../../../application/ports/InvoiceRequestFlag';
import { OrganizationGateway } from '../../../application/ports/OrganizationGateway';
import { BrowserStorage } from '../../browser/BrowserStorage';
import { LazyCardProvider } from '../../browser/LazyCardProvider';
import { LocalStorageInvoiceRequestFlag } from '../../browser/LocalStorageInvoiceRequestFlag';
import { HttpOrganizationGateway } from '../../http/organization/HttpOrganizationGateway';
import { InMemoryOrganizationGateway } from '../../memory/organization/InMemoryOrganizationGateway';
import { World } from '../../memory/world/World';

const bindInvoiceFlag = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(InvoiceRequestFlag).toDynamicValue((ctx) => new LocalStorageInvoiceRequestFlag(ctx.get<Storage>(BrowserStorage))).inSingletonScope();
};

/** The fake provider of the demo world, fetched only when the payment page first asks for it. */
const fakeCardProvider = (world: () => World) =>
  new LazyCardProvider(async () => new (await import('../../memory/organization/FakeCardProvider')).FakeCardProvider(world()));

/** Ports of the organization feature served by the real API. */
export const bindHttpOrganization = (options: ContainerModuleLoadOptions): void => {
  options.bind(OrganizationGateway).to(HttpOrganizationGateway);
  options.bind(CardProvider)
    .toDynamicValue((ctx) => {
      const key = ctx.get<AppConfig>(AppConfig).payjpPublicKey;
      return new LazyCardProvider(async () => new (await import('../../browser/payjp/PayjpCardProvider')).PayjpCardProvider(key));
    })
    .inSingletonScope();
  bindInvoiceFlag(options);
};

/** Ports of the organization feature served by the in-memory world. */
export const bindMemoryOrganization = (options: ContainerModuleLoadOptions): void => {
  options.bind(OrganizationGateway).to(InMemoryOrganizationGateway);
  options.bind(CardProvider).toDynamicValue((ctx) => fakeCardProvider(() => ctx.get(World))).inSingletonScope();
  bindInvoiceFlag(options);
};

/**
 * mock-http mode talks HTTP to the demo world, so its card provider is the world's fake too
 * (PAY.JP would need a real key and network). Called by main.ts for that mode only.
 */
export const bindFakeCardProvider = (container: Container): void => {
  container.rebind(CardProvider).toDynamicValue(() => fakeCardProvider(() => container.get(World))).inSingletonScope();
};

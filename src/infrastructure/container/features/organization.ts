import type { ContainerModuleLoadOptions } from 'inversify';
import { AppConfig } from '../../../application/ports/AppConfig';
import { CardProvider } from '../../../application/ports/CardProvider';
import { InvoiceRequestFlag } from '../../../application/ports/InvoiceRequestFlag';
import { OrganizationGateway } from '../../../application/ports/OrganizationGateway';
import { LazyCardProvider } from '../../browser/LazyCardProvider';
import { LocalStorageInvoiceRequestFlag } from '../../browser/LocalStorageInvoiceRequestFlag';
import { HttpOrganizationGateway } from '../../http/organization/HttpOrganizationGateway';

/** Shared by both adapter sets: the flag lives in this browser's storage either way. */
export const bindInvoiceFlag = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(InvoiceRequestFlag).to(LocalStorageInvoiceRequestFlag).inSingletonScope();
};

/** Ports of the organization feature served by the real API. */
export const bindHttpOrganization = (options: ContainerModuleLoadOptions): void => {
  options.bind(OrganizationGateway).to(HttpOrganizationGateway);
  options
    .bind(CardProvider)
    .toDynamicValue((ctx) => {
      const key = ctx.get<AppConfig>(AppConfig).payjpPublicKey;
      return new LazyCardProvider(
        async () => new (await import('../../browser/payjp/PayjpCardProvider')).PayjpCardProvider(key),
      );
    })
    .inSingletonScope();
  bindInvoiceFlag(options);
};

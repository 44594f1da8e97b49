import type { ContainerModuleLoadOptions } from 'inversify';
import { AppConfig } from '../../../application/ports/AppConfig';
import { PaymentCardProvider } from '../../../application/organization/ports/PaymentCardProvider';
import { InvoiceRequestFlag } from '../../../application/organization/ports/InvoiceRequestFlag';
import { OrganizationGateway } from '../../../application/organization/ports/OrganizationGateway';
import { LazyPaymentCardProvider } from '../../browser/LazyPaymentCardProvider';
import { LocalStorageInvoiceRequestFlag } from '../../browser/LocalStorageInvoiceRequestFlag';
import { HttpOrganizationGateway } from './HttpOrganizationGateway';

/** Shared by both adapter sets: the flag lives in this browser's storage either way. */
export const bindInvoiceFlag = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(InvoiceRequestFlag).to(LocalStorageInvoiceRequestFlag).inSingletonScope();
};

/** Ports of the organization feature served by the real API. */
export const bindHttpOrganization = (options: ContainerModuleLoadOptions): void => {
  options.bind(OrganizationGateway).to(HttpOrganizationGateway);
  options
    .bind(PaymentCardProvider)
    .toDynamicValue((ctx) => {
      const key = ctx.get<AppConfig>(AppConfig).payjpPublicKey;
      return new LazyPaymentCardProvider(
        async () => new (await import('../../browser/payjp/PayjpPaymentCardProvider')).PayjpPaymentCardProvider(key),
      );
    })
    .inSingletonScope();
  bindInvoiceFlag(options);
};

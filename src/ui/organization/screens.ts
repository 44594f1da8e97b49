import type { ScreenMap } from '../shell/screenTypes';

/** The organization screens, each lazily loaded. */
export const organizationScreens: ScreenMap = {
  account: () => import('./ContractPage'),
  'account-payment-edit': () => import('./PaymentChangePage'),
  'account-payment-done': () => import('./PaymentDonePage'),
  'account-billing': () => import('./PaymentHistoryPage'),
  'account-billing-invoice': () => import('./InvoiceStatementPage'),
};

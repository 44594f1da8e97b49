import type { OrganizationId } from '../shared/ids';
import { CONTRACT_TEXTS, PAYMENT_TYPE_LABELS } from './messages';

/** organization_type: how the organization pays. */
export type PaymentType = 'card' | 'invoice' | 'sales_invoice' | 'agent' | 'other';

/** payment_cycle: the server uses monthly and yearly; other values pass through unchanged. */
export type PaymentCycle = 'monthly' | 'yearly' | (string & {});

export interface Delivery {
  readonly name: string | null;
  readonly zip: string;
  readonly prefecture: string;
  readonly address: string;
  readonly staffName: string;
  readonly tel: string;
}

/** The organization as the contract screen needs it. */
export interface Organization {
  readonly id: OrganizationId;
  readonly name: string;
  readonly division: string | null;
  readonly url: string | null;
  readonly tel: string;
  readonly zip: string;
  readonly prefecture: string;
  readonly address: string;
  readonly staffName: string;
  readonly staffEmail: string;
  readonly organizationType: PaymentType;
  readonly invoiceRequesting: boolean;
  readonly paymentCycle: PaymentCycle | null;
  readonly enablePayPerGuests: boolean;
  readonly userCount: number;
  readonly deliveries: ReadonlyArray<Delivery>;
}

/** 1234567 → 123-4567: three digits, a hyphen, the rest. */
export const formatZip = (zip: string): string => {
  const digits = zip.replace(/\D/g, '');
  return digits.length <= 3 ? digits : `${digits.slice(0, 3)}-${digits.slice(3)}`;
};

/** A delivery destination without a name shows 未設定. */
export const deliveryNameOf = (delivery: Pick<Delivery, 'name'>): string =>
  delivery.name === null || delivery.name.trim() === '' ? CONTRACT_TEXTS.unset : delivery.name;

export const paymentTypeLabelOf = (type: PaymentType, invoiceRequesting: boolean): string => {
  switch (type) {
    case 'card':
      return invoiceRequesting ? PAYMENT_TYPE_LABELS.cardInvoicePending : PAYMENT_TYPE_LABELS.card;
    case 'invoice':
    case 'agent':
      return PAYMENT_TYPE_LABELS.invoiceBankOrStore;
    case 'sales_invoice':
      return PAYMENT_TYPE_LABELS.invoiceOther;
    case 'other':
      return PAYMENT_TYPE_LABELS.other;
  }
};

type PaymentFacts = Pick<Organization, 'organizationType' | 'invoiceRequesting' | 'paymentCycle'>;

/**
 * Card or payment change is allowed only with no invoice application pending, a payment
 * cycle other than yearly, and a card or invoice organization. The locally stored invoice
 * flag counts as a pending application until the server reports invoice_requesting.
 */
export const canChangePaymentMethod = (org: PaymentFacts, invoiceRequestedLocally = false): boolean =>
  !org.invoiceRequesting &&
  !invoiceRequestedLocally &&
  org.paymentCycle !== 'yearly' &&
  (org.organizationType === 'invoice' || org.organizationType === 'card');

/** Payment history (link and page) exists for card organizations only. */
export const isPaymentCardOrganization = (org: Pick<Organization, 'organizationType'>): boolean =>
  org.organizationType === 'card';

/** The billable user count is shown only when pay-per-guest is enabled. */
export const billableUserCountOf = (org: Pick<Organization, 'enablePayPerGuests' | 'userCount'>): number | undefined =>
  org.enablePayPerGuests ? org.userCount : undefined;

/** Plan entry of the contract: plans with zero amount are hidden. */
export interface PlanEntry {
  readonly name: string;
  readonly amount: number;
}

export const visiblePlans = (plans: ReadonlyArray<PlanEntry>): ReadonlyArray<PlanEntry> =>
  plans.filter((plan) => plan.amount !== 0);

import { describe, expect, it } from 'vitest';
import {
  billableUserCountOf,
  canChangePaymentMethod,
  deliveryNameOf,
  formatZip,
  isPaymentCardOrganization,
  paymentTypeLabelOf,
  visiblePlans,
  type PaymentType,
} from '../../../src/domain/organization/organization';
import { organization } from './fixtures';

import {
  defaultPaymentCardOf,
  formatPaymentCardInfo,
  type PaymentCardInfo,
} from '../../../src/domain/organization/paymentCard';

/** The five organization_type values of account-billing-signup. */
const PAYMENT_TYPES: ReadonlyArray<PaymentType> = ['card', 'invoice', 'sales_invoice', 'agent', 'other'];

describe('contract info: address', () => {
  it('shows the zip as 3 digits, a hyphen, then the rest', () => {
    expect(formatZip('1234567')).toBe('123-4567');
    expect(formatZip('123-4567')).toBe('123-4567');
    expect(formatZip('123')).toBe('123');
  });
  it('shows a delivery destination without a name as 未設定', () => {
    expect(deliveryNameOf({ name: null })).toBe('未設定');
    expect(deliveryNameOf({ name: ' ' })).toBe('未設定');
    expect(deliveryNameOf({ name: '渋谷倉庫' })).toBe('渋谷倉庫');
  });
});

describe('payment type labels', () => {
  it('card pay, or card pay with invoice application pending when invoice_requesting', () => {
    expect(paymentTypeLabelOf('card', false)).toBe('カード払い');
    expect(paymentTypeLabelOf('card', true)).toBe('カード払い（請求書払い申請中）');
  });
  it('invoice and agent are invoice pay by bank or convenience store', () => {
    expect(paymentTypeLabelOf('invoice', false)).toBe('請求書払い（銀行振込・コンビニ払い）');
    expect(paymentTypeLabelOf('agent', true)).toBe('請求書払い（銀行振込・コンビニ払い）');
  });
  it('sales_invoice is invoice pay (other) and other is その他', () => {
    expect(paymentTypeLabelOf('sales_invoice', false)).toBe('請求書払い（その他）');
    expect(paymentTypeLabelOf('other', false)).toBe('その他');
  });
});

describe('card change allowed only with no pending invoice application, a non-yearly cycle and type invoice or card', () => {
  const cycles = ['monthly', 'yearly', null] as const;
  const cases = PAYMENT_TYPES.flatMap((type) =>
    [false, true].flatMap((invoiceRequesting) =>
      cycles.flatMap((paymentCycle) =>
        [false, true].map((local) => ({ type, invoiceRequesting, paymentCycle, local })),
      ),
    ),
  );
  it.each(cases)(
    '$type, invoice_requesting $invoiceRequesting, cycle $paymentCycle, local invoice flag $local',
    ({ type, invoiceRequesting, paymentCycle, local }) => {
      const allowed =
        !invoiceRequesting && !local && paymentCycle !== 'yearly' && (type === 'card' || type === 'invoice');
      expect(
        canChangePaymentMethod(organization({ organizationType: type, invoiceRequesting, paymentCycle }), local),
      ).toBe(allowed);
    },
  );
  it('allows a monthly card or invoice organization without a pending application', () => {
    expect(canChangePaymentMethod(organization({ organizationType: 'card' }))).toBe(true);
    expect(canChangePaymentMethod(organization({ organizationType: 'invoice' }))).toBe(true);
  });
  it('refuses a yearly contract, a pending application, and agent, sales_invoice or other types', () => {
    expect(canChangePaymentMethod(organization({ paymentCycle: 'yearly' }))).toBe(false);
    expect(canChangePaymentMethod(organization({ invoiceRequesting: true }))).toBe(false);
    expect(canChangePaymentMethod(organization(), true)).toBe(false);
    const others: PaymentType[] = ['agent', 'sales_invoice', 'other'];
    for (const type of others) expect(canChangePaymentMethod(organization({ organizationType: type }))).toBe(false);
  });
  it('treats an unknown cycle as not yearly', () => {
    expect(canChangePaymentMethod(organization({ paymentCycle: 'quarterly' }))).toBe(true);
  });
});

describe('payment history is for card organizations only', () => {
  it.each(PAYMENT_TYPES)('%s', (type) => {
    expect(isPaymentCardOrganization({ organizationType: type })).toBe(type === 'card');
  });
});

describe('billable user count', () => {
  it('is shown only when pay-per-guest is enabled', () => {
    expect(billableUserCountOf({ enablePayPerGuests: true, userCount: 42 })).toBe(42);
    expect(billableUserCountOf({ enablePayPerGuests: false, userCount: 42 })).toBeUndefined();
  });
});

describe('plans', () => {
  it('hides plans with zero amount and keeps the order of the rest', () => {
    const plans = [
      { name: 'ベーシックプラン', amount: 2 },
      { name: 'プロプラン', amount: 0 },
      { name: 'Qrio Lock', amount: 1 },
    ];
    expect(visiblePlans(plans)).toEqual([
      { name: 'ベーシックプラン', amount: 2 },
      { name: 'Qrio Lock', amount: 1 },
    ]);
  });
});

describe('card info', () => {
  const visa: PaymentCardInfo = { id: 'car_1', brand: 'Visa', last4: '4242', expMonth: 3, expYear: 2027 };
  const jcb: PaymentCardInfo = { id: 'car_2', brand: 'JCB', last4: '0000', expMonth: 12, expYear: 2028 };
  it('shows brand, last 4 digits and expiry with a two-digit month', () => {
    expect(formatPaymentCardInfo(visa)).toBe('Visa •••• 4242 有効期限 03/2027');
    expect(formatPaymentCardInfo(jcb)).toBe('JCB •••• 0000 有効期限 12/2028');
  });
  it('shows the default card, or the first when no default matches', () => {
    expect(defaultPaymentCardOf({ defaultPaymentCard: 'car_2', cards: [visa, jcb] })).toBe(jcb);
    expect(defaultPaymentCardOf({ defaultPaymentCard: null, cards: [visa, jcb] })).toBe(visa);
    expect(defaultPaymentCardOf({ defaultPaymentCard: 'car_9', cards: [] })).toBeUndefined();
  });
});

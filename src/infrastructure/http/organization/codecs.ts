import * as t from 'io-ts';
import type { PaymentCardsOnFile } from '../../../domain/organization/paymentCard';
import type { PaymentCardStatement } from '../../../domain/organization/invoiceStatement';
import type { Organization, PlanEntry } from '../../../domain/organization/organization';
import type { InvoiceHistoryRow } from '../../../domain/organization/paymentHistory';
import { nullable, NumberFromWire } from '../codecs/common';
import { PaymentTypeCodec } from '../session/codecs';

/** A text field the older API may send as null: shown as empty rather than refused. */
const text = nullable(t.string);
const orEmpty = (value: string | null): string => value ?? '';

/** An id or YYYYMM month the older API sends as a number or a string. */
const StringFromWire = t.union([t.string, t.number]);

const DeliveryCodec = t.exact(
  t.type({ name: nullable(t.string), zip: text, prefecture: text, address: text, staff_name: text, tel: text }),
);

export const OrganizationCodec = t.exact(
  t.intersection([
    t.type({
      id: NumberFromWire,
      name: t.string,
      organization_type: PaymentTypeCodec,
    }),
    t.partial({
      division: text,
      url: text,
      tel: text,
      zip: text,
      prefecture: text,
      address: text,
      staff_name: text,
      staff_email: text,
      invoice_requesting: nullable(t.boolean),
      payment_cycle: text,
      enable_pay_per_guests: nullable(t.boolean),
      user_count: nullable(NumberFromWire),
      deliveries: nullable(t.array(DeliveryCodec)),
    }),
  ]),
);

export const toOrganization = (w: t.TypeOf<typeof OrganizationCodec>): Organization => ({
  id: w.id,
  name: w.name,
  division: w.division ?? null,
  url: w.url ?? null,
  tel: orEmpty(w.tel ?? null),
  zip: orEmpty(w.zip ?? null),
  prefecture: orEmpty(w.prefecture ?? null),
  address: orEmpty(w.address ?? null),
  staffName: orEmpty(w.staff_name ?? null),
  staffEmail: orEmpty(w.staff_email ?? null),
  organizationType: w.organization_type,
  invoiceRequesting: w.invoice_requesting ?? false,
  paymentCycle: w.payment_cycle ?? null,
  enablePayPerGuests: w.enable_pay_per_guests ?? false,
  userCount: w.user_count ?? 0,
  deliveries: (w.deliveries ?? []).map((d) => ({
    name: d.name,
    zip: orEmpty(d.zip),
    prefecture: orEmpty(d.prefecture),
    address: orEmpty(d.address),
    staffName: orEmpty(d.staff_name),
    tel: orEmpty(d.tel),
  })),
});

const PlanEntryCodec = t.exact(t.type({ plan: t.exact(t.type({ name: t.string })), amount: NumberFromWire }));

/** The plan endpoint answers with a list or with a single entry: both decode to a list. */
export const PlansCodec = t.union([t.array(PlanEntryCodec), PlanEntryCodec]);

export const toPlans = (w: t.TypeOf<typeof PlansCodec>): PlanEntry[] =>
  (Array.isArray(w) ? w : [w]).map((entry) => ({ name: entry.plan.name, amount: entry.amount }));

const PaymentCardCodec = t.exact(
  t.type({ id: t.string, brand: t.string, last4: t.string, exp_month: NumberFromWire, exp_year: NumberFromWire }),
);

export const PaymentCardsCodec = t.exact(
  t.type({ default_card: nullable(t.string), cards: t.exact(t.type({ data: t.array(PaymentCardCodec) })) }),
);

export const toPaymentCardsOnFile = (w: t.TypeOf<typeof PaymentCardsCodec>): PaymentCardsOnFile => ({
  defaultPaymentCard: w.default_card,
  cards: w.cards.data.map((c) => ({
    id: c.id,
    brand: c.brand,
    last4: c.last4,
    expMonth: c.exp_month,
    expYear: c.exp_year,
  })),
});

const InvoiceHistoryCodec = t.exact(
  t.type({
    id: NumberFromWire,
    created_at: t.string,
    month: StringFromWire,
    price: NumberFromWire,
    tax: NumberFromWire,
    succeeded: t.boolean,
  }),
);

/**
 * GET /v1/console/invoice_histories: the spec shows the key `invoice_histories` (kept strict). It shows no total:
 * `total` (number or numeric string) is read when sent, otherwise a full page offers the next one (pageOfHistory).
 */
export const InvoiceHistoriesCodec = t.exact(
  t.intersection([t.type({ invoice_histories: t.array(InvoiceHistoryCodec) }), t.partial({ total: NumberFromWire })]),
);

export const toInvoiceHistories = (w: t.TypeOf<typeof InvoiceHistoriesCodec>): InvoiceHistoryRow[] =>
  w.invoice_histories.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    month: String(r.month),
    price: r.price,
    tax: r.tax,
    succeeded: r.succeeded,
  }));

const StatementItemCodec = t.exact(
  t.type({
    name: t.string,
    unitPrice: NumberFromWire,
    quantity: NumberFromWire,
    totalAmount: NumberFromWire,
    taxRate: NumberFromWire,
  }),
);

export const StatementCodec = t.exact(
  t.type({
    id: StringFromWire,
    organizationName: t.string,
    invoiceDate: t.string,
    billingPeriod: t.string,
    taxExclusivePrice: NumberFromWire,
    taxOnlyPrice: NumberFromWire,
    taxInclusivePrice: NumberFromWire,
    items: t.array(StatementItemCodec),
  }),
);

/** The domain keeps tax rates in percent; a fraction (0.1) from the wire is read as 10. */
const percentOf = (rate: number): number => (rate > 0 && rate < 1 ? Math.round(rate * 100) : rate);

export const toStatement = (w: t.TypeOf<typeof StatementCodec>): PaymentCardStatement => ({
  ...w,
  id: String(w.id),
  items: w.items.map((item) => ({ ...item, taxRate: percentOf(item.taxRate) })),
});

/* Domain → wire for the demo world's MSW handlers, typed against the codecs above. */

export const wireOrganizationOf = (o: Organization): t.TypeOf<typeof OrganizationCodec> => ({
  id: o.id,
  name: o.name,
  division: o.division,
  url: o.url,
  tel: o.tel,
  zip: o.zip,
  prefecture: o.prefecture,
  address: o.address,
  organization_type: o.organizationType,
  staff_name: o.staffName,
  staff_email: o.staffEmail,
  invoice_requesting: o.invoiceRequesting,
  payment_cycle: o.paymentCycle,
  enable_pay_per_guests: o.enablePayPerGuests,
  user_count: o.userCount,
  deliveries: o.deliveries.map((d) => ({
    name: d.name,
    zip: d.zip,
    prefecture: d.prefecture,
    address: d.address,
    staff_name: d.staffName,
    tel: d.tel,
  })),
});

/** A single plan is answered as one entry, several as a list: the real server does both. */
export const wirePlansOf = (plans: ReadonlyArray<PlanEntry>): t.TypeOf<typeof PlansCodec> => {
  const entries = plans.map((p) => ({ plan: { name: p.name }, amount: p.amount }));
  return entries.length === 1 && entries[0] ? entries[0] : entries;
};

export const wirePaymentCardsOf = (c: PaymentCardsOnFile): t.TypeOf<typeof PaymentCardsCodec> => ({
  default_card: c.defaultPaymentCard,
  cards: {
    data: c.cards.map((card) => ({
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    })),
  },
});

export const wireInvoiceHistoriesOf = (
  rows: ReadonlyArray<InvoiceHistoryRow>,
): t.TypeOf<typeof InvoiceHistoriesCodec> => ({
  invoice_histories: rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt,
    month: r.month,
    price: r.price,
    tax: r.tax,
    succeeded: r.succeeded,
  })),
});

/** Tax rates go out in percent, as the domain keeps them (the codec reads a fraction too). */
export const wireStatementOf = (s: PaymentCardStatement): t.TypeOf<typeof StatementCodec> => ({
  id: s.id,
  organizationName: s.organizationName,
  invoiceDate: s.invoiceDate,
  billingPeriod: s.billingPeriod,
  taxExclusivePrice: s.taxExclusivePrice,
  taxOnlyPrice: s.taxOnlyPrice,
  taxInclusivePrice: s.taxInclusivePrice,
  items: s.items.map((i) => ({
    name: i.name,
    unitPrice: i.unitPrice,
    quantity: i.quantity,
    totalAmount: i.totalAmount,
    taxRate: i.taxRate,
  })),
});

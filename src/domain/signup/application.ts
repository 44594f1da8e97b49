import type { Address } from './address';
import type { Company } from './company';
import { needsInstallation, feeTableOf, type Counts, type FeeLine } from './plans';
import type { InstallationChoice, Priority, TimeSlot } from './installation';

export type PaymentMethod = 'invoice' | 'card';

/** account-billing-signup §3: organization_type 1 when paying by card, 3 otherwise. */
export const ORGANIZATION_TYPE_OF: Readonly<Record<PaymentMethod, 1 | 3>> = { card: 1, invoice: 3 };

export type DeliveryChoice = 'same' | 'different';

/** Everything the wizard collected, checked by the steps before. */
export interface SignupApplication {
  readonly emailToken: string;
  readonly company: Company;
  readonly counts: Counts;
  readonly delivery: DeliveryChoice;
  readonly deliveryAddress: Address;
  readonly installation: ReadonlyArray<InstallationChoice>;
  readonly payment: PaymentMethod;
  readonly taxRate: number;
}

export interface Construction {
  readonly priority: Priority;
  /** The chosen Japan date (the wire shifts it: see installation.ts). */
  readonly date: string;
  readonly timeSlot: TimeSlot;
}

/** account-billing-signup §3, the sign-up payload in domain words (the HTTP codec spells it for the wire). */
export interface SignupRequest {
  readonly emailToken: string;
  readonly organization: {
    readonly name: string;
    readonly division: string;
    readonly url: string;
    readonly address: Address;
    readonly organizationType: 1 | 3;
    /** Hidden field of step 2: the spec does not say its meaning; the monthly total with tax is sent. */
    readonly amount: number;
    /** Hidden field of step 2: meaning not shown; the form's default, false, is sent. */
    readonly isDouble: boolean;
  };
  readonly subscription: ReadonlyArray<Pick<FeeLine, 'name' | 'price' | 'quantity'>>;
  readonly delivery?: Address;
  readonly constructions?: ReadonlyArray<Construction>;
  readonly payjpToken?: string;
}

const trimmed = (address: Address): Address => ({
  staffName: address.staffName.trim(),
  tel: address.tel.trim(),
  zip: address.zip.trim(),
  prefecture: address.prefecture,
  address: address.address.trim(),
});

/** The payload: delivery only when different, constructions only with Pro, the card token only by card. */
export const signupRequestOf = (application: SignupApplication, cardToken?: string): SignupRequest => {
  const fees = feeTableOf(application.counts, application.taxRate);
  const constructions = needsInstallation(application.counts)
    ? application.installation.flatMap((c) =>
        c.timeSlot === '' ? [] : [{ priority: c.priority, date: c.date, timeSlot: c.timeSlot }],
      )
    : undefined;
  return {
    emailToken: application.emailToken,
    organization: {
      name: application.company.name.trim(),
      division: application.company.division.trim(),
      url: application.company.url.trim(),
      address: trimmed(application.company.address),
      organizationType: ORGANIZATION_TYPE_OF[application.payment],
      amount: fees.total,
      isDouble: false,
    },
    subscription: fees.lines.map(({ name, price, quantity }) => ({ name, price, quantity })),
    ...(application.delivery === 'different' ? { delivery: trimmed(application.deliveryAddress) } : {}),
    ...(constructions ? { constructions } : {}),
    ...(application.payment === 'card' && cardToken ? { payjpToken: cardToken } : {}),
  };
};

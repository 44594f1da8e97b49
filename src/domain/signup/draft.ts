import { EMPTY_ADDRESS, type Address } from './address';
import type { DeliveryChoice, PaymentMethod, SignupApplication } from './application';
import { EMPTY_COMPANY, type Company } from './company';
import type { InstallationChoice } from './installation';
import { INITIAL_QUANTITIES, type Counts, type PlanQuantities } from './plans';

export type WizardStep = 2 | 3 | 4 | 5 | 6;

/** A sign-up draft older than this is gone (7 days at most; a mail link's own validity is the server's). */
export const SIGNUP_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the wizard keeps across a reload or a closed tab: what was typed and where the
 * manager was. Never the card form (holder name, phone, provider fields) and never the
 * terms tick: those are not part of this type, so they cannot be saved by mistake.
 */
export interface SignupDraft {
  readonly step: WizardStep;
  readonly company: Company;
  readonly quantities: PlanQuantities;
  /** Empty until step 3 fills it from the reservable dates. */
  readonly installation: ReadonlyArray<InstallationChoice>;
  readonly delivery: DeliveryChoice;
  readonly deliveryAddress: Address;
  readonly payment: PaymentMethod;
}

export const EMPTY_DRAFT: SignupDraft = {
  step: 2,
  company: EMPTY_COMPANY,
  quantities: INITIAL_QUANTITIES,
  installation: [],
  delivery: 'same',
  deliveryAddress: EMPTY_ADDRESS,
  payment: 'invoice',
};

/** Only the draft's own fields, whatever object carried them (a wider state is never stored whole). */
export const draftOf = (source: SignupDraft): SignupDraft => ({
  step: source.step,
  company: source.company,
  quantities: source.quantities,
  installation: source.installation,
  delivery: source.delivery,
  deliveryAddress: source.deliveryAddress,
  payment: source.payment,
});

/** The wizard's two address forms: the company's (step 2) and the delivery address (step 4). */
export type AddressTarget = 'company' | 'delivery';

export const addressOf = (draft: SignupDraft, target: AddressTarget): Address =>
  target === 'company' ? draft.company.address : draft.deliveryAddress;

/** The draft with one of its two addresses changed. */
export const withAddress = (
  draft: SignupDraft,
  target: AddressTarget,
  change: (address: Address) => Address,
): SignupDraft =>
  target === 'company'
    ? { ...draft, company: { ...draft.company, address: change(draft.company.address) } }
    : { ...draft, deliveryAddress: change(draft.deliveryAddress) };

/** What Apply sends: the draft with its quantities read (`counts`), the mail link's token and the tax rate. */
export const applicationOf = (
  draft: SignupDraft,
  counts: Counts,
  emailToken: string,
  taxRate: number,
): SignupApplication => ({
  emailToken,
  company: draft.company,
  counts,
  delivery: draft.delivery,
  deliveryAddress: draft.deliveryAddress,
  installation: draft.installation,
  payment: draft.payment,
  taxRate,
});

import { canChangePaymentMethod, type Organization } from './organization';

/** The two radio options of the payment-method change form, also the done page's route param. */
export type PaymentChoice = 'card' | 'invoice';

export interface PaymentOptions {
  readonly invoiceDisabled: boolean;
  readonly cardDisabled: boolean;
  /** null: the manager has to choose. */
  readonly preselected: PaymentChoice | null;
}

/**
 * An organization already on invoice can only choose card: invoice disabled, card
 * preselected. A card organization may pick either. One that may not change gets none.
 */
export const paymentOptionsFor = (
  org: Pick<Organization, 'organizationType' | 'invoiceRequesting' | 'paymentCycle'>,
  invoiceRequestedLocally = false,
): PaymentOptions => {
  if (!canChangePaymentMethod(org, invoiceRequestedLocally)) {
    return { invoiceDisabled: true, cardDisabled: true, preselected: null };
  }
  if (org.organizationType === 'invoice') return { invoiceDisabled: true, cardDisabled: false, preselected: 'card' };
  return { invoiceDisabled: false, cardDisabled: false, preselected: null };
};

/** Route param of account-payment-done; anything else is not a done page. */
export const paymentChoiceOf = (param: string): PaymentChoice | undefined =>
  param === 'card' || param === 'invoice' ? param : undefined;

/** What the card form reports to the page. */
export interface PaymentCardFormReadiness {
  readonly holderNameValid: boolean;
  readonly phoneValid: boolean;
  readonly numberComplete: boolean;
  readonly expiryComplete: boolean;
  readonly cvcComplete: boolean;
  readonly providerAvailable: boolean;
  readonly saving: boolean;
}

/** Card is submittable only with every field valid or complete, the provider loaded and nothing saving. */
export const canSubmitPaymentCardForm = (form: PaymentCardFormReadiness): boolean =>
  form.holderNameValid &&
  form.phoneValid &&
  form.numberComplete &&
  form.expiryComplete &&
  form.cvcComplete &&
  form.providerAvailable &&
  !form.saving;

/** The submit button is hidden when card is chosen but the card provider could not load. */
export const isSubmitVisible = (choice: PaymentChoice | null, providerAvailable: boolean): boolean =>
  !(choice === 'card' && !providerAvailable);

/** Invoice needs only a choice and no save in progress; card needs a submittable card form. */
export const canSubmitPaymentChange = (choice: PaymentChoice | null, form: PaymentCardFormReadiness): boolean => {
  if (choice === 'invoice') return !form.saving;
  if (choice === 'card') return canSubmitPaymentCardForm(form);
  return false;
};

import { validateAddress } from './address';
import { isCompanyValid } from './company';
import { EMPTY_DRAFT, type SignupDraft, type WizardStep } from './draft';
import { initialChoices, isInstallationValid, validateInstallation, type DateBounds } from './installation';
import { countsOf, needsInstallation, validateQuantities } from './plans';

export interface StepContext {
  readonly bounds: DateBounds;
  readonly termsAccepted: boolean;
}

/** Whether Next may leave the step (the button is disabled otherwise). */
export const isStepValid = (step: WizardStep, draft: SignupDraft, context: StepContext): boolean => {
  switch (step) {
    case 2:
      return isCompanyValid(draft.company);
    case 3: {
      if (Object.keys(validateQuantities(draft.quantities)).length > 0) return false;
      if (!needsInstallation(countsOf(draft.quantities))) return true;
      return isInstallationValid(validateInstallation(draft.installation, context.bounds));
    }
    case 4:
      return draft.delivery === 'same' || Object.keys(validateAddress(draft.deliveryAddress)).length === 0;
    case 5:
      return context.termsAccepted;
    case 6:
      return true;
  }
};

/** The first step that is not valid, for a restored draft that points past it. */
export const firstInvalidStep = (draft: SignupDraft, context: StepContext): WizardStep | undefined =>
  ([2, 3, 4, 5] as const).find((step) => step < draft.step && !isStepValid(step, draft, context));

export const nextStep = (step: WizardStep): WizardStep => (step < 6 ? ((step + 1) as WizardStep) : 6);
export const previousStep = (step: WizardStep): WizardStep => (step > 2 ? ((step - 1) as WizardStep) : 2);

/** Pro needs three dates: they start at the first reservable day the first time Pro is chosen. */
export const withInstallationDates = (draft: SignupDraft, startDate: string): SignupDraft =>
  needsInstallation(countsOf(draft.quantities)) && draft.installation.length === 0
    ? { ...draft, installation: initialChoices(startDate) }
    : draft;

/**
 * The draft a mail link opens with: the stored one (or an empty one) on its first invalid step; the terms tick is
 * never stored, so a draft left on step 6 comes back to the confirmation.
 */
export const resumedDraft = (stored: SignupDraft | undefined, bounds: DateBounds, startDate: string): SignupDraft => {
  const draft = withInstallationDates(stored ?? EMPTY_DRAFT, startDate);
  const invalid = firstInvalidStep(draft, { bounds, termsAccepted: false });
  if (invalid !== undefined) return { ...draft, step: invalid };
  return draft.step === 6 ? { ...draft, step: 5 } : draft;
};

import { validateAddress } from './address';
import { isCompanyValid } from './company';
import type { SignupDraft, WizardStep } from './draft';
import { isInstallationValid, validateInstallation, type DateBounds } from './installation';
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

import type { Me } from '../session/session';
import { validateRecord, type FieldErrors } from '../shared/validation';
import { validateManagerName } from './validation';

/** The account-info form edits the name only; id and e-mail are read-only. */
export interface AccountInfoForm {
  readonly name: string;
}

/** final-form `validate` of the account-info form. */
export const validateAccountInfo = (form: Partial<AccountInfoForm>): FieldErrors<AccountInfoForm> =>
  validateRecord({ name: form.name ?? '' }, { name: validateManagerName });

/** Applies a saved name to the signed-in manager (the `me` of the session's auth record). */
export const renamed = (me: Me, name: string): Me => ({ ...me, name });

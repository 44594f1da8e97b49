import type { ManagerId } from '../shared/ids';
import { validateRecord, type FieldErrors } from '../shared/validation';
import { validateManagerName } from './validation';

/** A manager as the account screens show it; the rest of the server record is not read. */
export interface Manager {
  readonly id: ManagerId;
  readonly name: string;
  readonly email: string;
}

/** The signed-in manager (same shape as the `me` of the session's auth record). */
export type Me = Manager;

/** The account-info form edits the name only; id and e-mail are read-only. */
export interface AccountInfoForm {
  readonly name: string;
}

/** final-form `validate` of the account-info form. */
export const validateAccountInfo = (form: Partial<AccountInfoForm>): FieldErrors<AccountInfoForm> =>
  validateRecord({ name: form.name ?? '' }, { name: validateManagerName });

/** Applies a saved name to the local copy of the profile. */
export const renamed = (manager: Manager, name: string): Manager => ({ ...manager, name });

import { validateRecord, type FieldErrors } from '../shared/validation';
import { validateEmail, validatePassword, validatePasswordConfirmation } from './validation';

/** The reset-request page: the e-mail that should receive the reset link. */
export interface ResetRequestForm {
  readonly email: string;
}

/** The token page: the new password twice. */
export interface ResetPasswordForm {
  readonly password: string;
  readonly confirmation: string;
}

/** final-form `validate` of the reset-request page. */
export const validateResetRequest = (form: Partial<ResetRequestForm>): FieldErrors<ResetRequestForm> =>
  validateRecord({ email: form.email ?? '' }, { email: validateEmail });

/** final-form `validate` of the token page. */
export const validateResetPassword = (form: Partial<ResetPasswordForm>): FieldErrors<ResetPasswordForm> => {
  const values = { password: form.password ?? '', confirmation: form.confirmation ?? '' };
  return validateRecord(values, {
    password: validatePassword,
    confirmation: validatePasswordConfirmation(values.password),
  });
};

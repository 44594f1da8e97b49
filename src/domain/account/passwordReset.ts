import { isBlank, validateRecord, type FieldErrors } from '../shared/validation';
import { ACCOUNT_MESSAGES as M } from './messages';
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

/** The failure toast shows the server's message when it sent one, else the spec's fallback. */
export const passwordChangeFailureMessage = (serverMessage: string | null | undefined): string =>
  serverMessage !== null && serverMessage !== undefined && !isBlank(serverMessage)
    ? serverMessage
    : M.passwordChangeFailed;

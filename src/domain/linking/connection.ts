import { validateEmail, validatePasswordPresent } from '../account/validation';
import { isBlank, validateRecord, type FieldErrors } from '../shared/validation';
import { validateConnectionCode } from './connectionCode';
import { LINKING_MESSAGES as M } from './messages';

/** Which code the code-request page issues: one to link, or one to release the link. */
export type CodeKind = 'connection' | 'disconnection';

/** The code-request pages ask for the e-mail that received the link request. */
export interface CodeRequestForm {
  readonly email: string;
}

/** The connection page: the code (joined from the six boxes) and the lock-app account. */
export interface ConnectionForm {
  readonly code: string;
  readonly email: string;
  readonly password: string;
}

/** What the linking call sends: the code goes as `secret`. */
export interface LinkRequest {
  readonly email: string;
  readonly password: string;
  readonly secret: string;
}

/** final-form `validate` of the connection-code and disconnection-code request pages. */
export const validateCodeRequest = (form: Partial<CodeRequestForm>): FieldErrors<CodeRequestForm> =>
  validateRecord({ email: form.email ?? '' }, { email: validateEmail });

/**
 * final-form `validate` of the connection page. The e-mail and password messages are the
 * account ones; the password belongs to the lock-app account, whose format rules this
 * console does not own, so it is only required.
 */
export const validateConnection = (form: Partial<ConnectionForm>): FieldErrors<ConnectionForm> =>
  validateRecord(
    { code: form.code ?? '', email: form.email ?? '', password: form.password ?? '' },
    { code: validateConnectionCode, email: validateEmail, password: validatePasswordPresent },
  );

export const linkRequestOf = (form: ConnectionForm): LinkRequest => ({
  email: form.email.trim(),
  password: form.password,
  secret: form.code,
});

export const codeSentMessageOf = (kind: CodeKind): string =>
  kind === 'connection' ? M.connectionCodeSent : M.disconnectionCodeSent;

/** The disconnection page calls unlink only with a secret; without one the code is invalid. */
export const unlinkSecretOf = (secret: string | null | undefined): string | null =>
  secret === null || secret === undefined || isBlank(secret) ? null : secret.trim();

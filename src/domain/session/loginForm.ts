import { isEmail } from '../shared/email';
import { firstError, required } from '../shared/validation';
import { SESSION_MESSAGES as M } from './messages';

export interface LoginForm {
  readonly email: string;
  readonly password: string;
}

export const validateLoginEmail = firstError<string | null | undefined>(required(M.emailRequired), (v) =>
  v && !isEmail(v) ? M.emailFormat : undefined,
);

export const validateLoginPassword = required(M.passwordRequired);

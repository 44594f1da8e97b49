import { isEmail } from '../shared/email';
import { firstError, required, type Validator } from '../shared/validation';
import { MANAGER_MESSAGES as M } from './messages';

export type ManagerInvitationId = string;

/** A pending invitation as the invitations list shows it (devices-access §3: id, email). */
export interface PendingInvitation {
  readonly id: ManagerInvitationId;
  readonly email: string;
  /** ISO date-time the invitation was (last) sent; null when the server does not say. */
  readonly sentAt: string | null;
}

/** The invite e-mail is trimmed before it is checked and sent (devices-access §5). */
export const normalizeInviteEmail = (value: string | null | undefined): string => (value ?? '').trim();

/** Invite e-mail: required and a valid address once trimmed. */
export const validateInviteEmail: Validator<string | null | undefined> = (value) =>
  firstError<string>(required(M.emailRequired), (v) => (isEmail(v) ? undefined : M.emailFormat))(
    normalizeInviteEmail(value),
  );

import type { OrganizationId } from '../shared/ids';
import { validateRecord, type FieldErrors } from '../shared/validation';
import { validateManagerName, validatePassword } from './validation';

/** The route parameter of accept-manager-invitation; the server calls it a token. */
export type InvitationId = string;

export interface Invitation {
  readonly id: InvitationId;
  readonly email: string;
  readonly organizationId: OrganizationId;
  readonly organizationName: string;
  /** Whether the invited manager already has an account (the response carries the manager). */
  readonly managerExists: boolean;
}

/**
 * The four cases of the accept-manager-invitation page:
 * register (no account yet), join (signed in as the invitee), wrong-account (signed in
 * as someone else), login-required (not signed in).
 */
export type InvitationCase = 'register' | 'join' | 'wrong-account' | 'login-required';

export interface InvitationContext {
  readonly invitation: Pick<Invitation, 'email' | 'managerExists'>;
  readonly signedIn: { readonly email: string } | null;
}

/** Mail addresses are compared as a person reads them: surrounding spaces and letter case ignored. */
export const isSameAccount = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A missing manager must register first, whoever is signed in: only the invitee can accept. */
export const invitationCaseOf = ({ invitation, signedIn }: InvitationContext): InvitationCase => {
  if (!invitation.managerExists) return 'register';
  if (signedIn === null) return 'login-required';
  return isSameAccount(signedIn.email, invitation.email) ? 'join' : 'wrong-account';
};

/** Case 1 registers name and password for the invited e-mail (payload {name, password}). */
export interface InvitationRegistrationForm {
  readonly name: string;
  readonly password: string;
}

/** final-form `validate` of the invitation registration form. */
export const validateInvitationRegistration = (
  form: Partial<InvitationRegistrationForm>,
): FieldErrors<InvitationRegistrationForm> =>
  validateRecord(
    { name: form.name ?? '', password: form.password ?? '' },
    { name: validateManagerName, password: validatePassword },
  );

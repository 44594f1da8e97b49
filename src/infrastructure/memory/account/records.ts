/** A password-reset token as the server keeps it: single use, with an expiry. */
export interface PasswordResetTokenRecord {
  token: string;
  accountId: number;
  issuedAt: string;
  expiresAt: string;
  /** Set when the token was used, or superseded by a newer one. */
  usedAt: string | null;
}

/** An invitation of an e-mail address to manage an organization; its id is the token of the mail link. */
export interface ManagerInvitationRecord {
  id: string;
  email: string;
  organizationId: number;
  invitedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

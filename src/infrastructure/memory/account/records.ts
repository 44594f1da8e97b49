/** A password-reset token as the server keeps it: single use, with an expiry. */
export interface PasswordResetTokenRecord {
  token: string;
  accountId: number;
  issuedAt: string;
  expiresAt: string;
  /** Set when the token was used, or superseded by a newer one. */
  usedAt: string | null;
}

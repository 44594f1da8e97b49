
/** A password-reset token as the server keeps it: single use, with an expiry. */
export interface PasswordResetTokenRecord {
  token: string;
  accountId: number;
  issuedAt: string;
  expiresAt: string;
  /** Set when the token was used, or superseded by a newer one. */
  usedAt: string | null;
}

/** The account part of the demo world. */
export interface AccountSlice {
  passwordResetTokens: PasswordResetTokenRecord[];
}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const ACCOUNT_SLICE_VERSION = 2;

export const RESET_TOKEN_LIFETIME_HOURS = 24;

/** The account part of the demo world starts with no reset tokens; invitations are the managers feature's slice. */
export const seedAccount = (): AccountSlice => ({ passwordResetTokens: [] });

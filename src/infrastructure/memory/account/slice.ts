import { defineSlice } from '../world/state';
import type { PasswordResetTokenRecord } from './records';

/** The account part of the demo world; manager invitations are the managers feature's slice. */
export interface AccountSlice {
  passwordResetTokens: PasswordResetTokenRecord[];
}

export const RESET_TOKEN_LIFETIME_HOURS = 24;

const seedAccount = (): AccountSlice => ({ passwordResetTokens: [] });

declare module '../world/state' {
  interface WorldSlices {
    account: AccountSlice;
  }
}

/** The account slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const accountSlice = defineSlice({ name: 'account', version: 2, needs: [], seed: seedAccount });

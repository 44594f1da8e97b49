import { defineSlice } from '../world/state';
import type { CodeKind } from '../../../domain/linking/connection';
import { DEMO } from '../world/platformSeed';
import type { SeedContext } from '../world/seedContext';

/** A connection or release code as the server keeps it: single use, with an expiry. */
export interface LinkingCodeRecord {
  secret: string;
  kind: CodeKind;
  /** The address the code was issued to (the one that received the link request). */
  email: string;
  issuedAt: string;
  expiresAt: string;
  /** Set when the code was used, or superseded by a newer one of the same kind. */
  usedAt: string | null;
}

/** A link between an address that received a link request and a lock-app account. */
export interface LockAppConnectionRecord {
  requestEmail: string;
  appAccountId: number;
  linkedAt: string;
}

/** The linking part of the demo world. */
export interface LinkingSlice {
  linkingCodes: LinkingCodeRecord[];
  lockAppConnections: LockAppConnectionRecord[];
}

export const LINKING_CODE_LIFETIME_MINUTES = 30;

/** app-user@example.jp starts linked, so the release flow can be tried at once. */
const seedLinking = (ctx: SeedContext): LinkingSlice => ({
  linkingCodes: [],
  lockAppConnections: [
    { requestEmail: 'app-user@example.jp', appAccountId: DEMO.accounts.appUser, linkedAt: ctx.daysAgo(30, 14) },
  ],
});

declare module '../world/state' {
  interface WorldSlices {
    linking: LinkingSlice;
  }
}

/** The linking slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const linkingSlice = defineSlice({ name: 'linking', version: 1, needs: [], seed: seedLinking });

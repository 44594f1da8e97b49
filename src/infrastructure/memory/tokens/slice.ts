import { DEMO } from '../world/platformSeed';
import type { SeedContext } from '../world/seedContext';
import { defineSlice } from '../world/state';

/**
 * An issued external application API token. The plain token is never kept: the world persists
 * to browser storage, and the server too shows it only once.
 */
export interface ApiTokenRecord {
  id: number;
  organizationId: number;
  applicationName: string | null;
  maskedToken: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface TokensSlice {
  apiTokens: ApiTokenRecord[];
}

/** Organization 1: one token in use, one revoked that was never used. */
const seedTokens = (ctx: SeedContext): TokensSlice => ({
  apiTokens: [
    {
      id: 1,
      organizationId: DEMO.organizations.curio,
      applicationName: '勤怠管理システム連携',
      maskedToken: 'qct_••••••••••••7f3a',
      createdAt: ctx.daysAgo(60, 11, 15),
      expiresAt: ctx.daysAhead(305, 11, 15),
      lastUsedAt: ctx.daysAgo(1, 8, 42),
      revokedAt: null,
    },
    {
      id: 2,
      organizationId: DEMO.organizations.curio,
      applicationName: '旧入退室システム',
      maskedToken: 'qct_••••••••••••c91e',
      createdAt: ctx.daysAgo(120, 14, 0),
      expiresAt: ctx.daysAhead(245, 14, 0),
      lastUsedAt: null,
      revokedAt: ctx.daysAgo(30, 17, 20),
    },
  ],
});

declare module '../world/state' {
  interface WorldSlices {
    tokens: TokensSlice;
  }
}

/** Bump the version when the shape changes: a stored world of another version is seeded anew. */
export const tokensSlice = defineSlice({ name: 'tokens', version: 1, needs: [], seed: seedTokens });

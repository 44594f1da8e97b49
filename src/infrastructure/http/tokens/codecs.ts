import * as t from 'io-ts';
import type { ApiToken, IssuedToken } from '../../../domain/tokens/token';
import { nullable, NumberFromWire } from '../codecs/common';

/**
 * External application API token (devices-access §3): id and createdAt required;
 * applicationName, maskedToken, lastUsedAt, revokedAt optional, the last two nullable.
 */
export const ApiTokenCodec = t.exact(
  t.intersection([
    t.type({ id: NumberFromWire, createdAt: t.string }),
    t.partial({
      applicationName: nullable(t.string),
      lastUsedAt: nullable(t.string),
      revokedAt: nullable(t.string),
      maskedToken: nullable(t.string),
    }),
  ]),
);
export type WireApiToken = t.TypeOf<typeof ApiTokenCodec>;

/** The paging metadata, strict: every field the spec names. */
export const TokenMetaCodec = t.exact(
  t.type({
    totalCount: NumberFromWire,
    currentPage: NumberFromWire,
    perPage: NumberFromWire,
    totalPages: NumberFromWire,
  }),
);

export const TokenListCodec = t.exact(t.type({ data: t.array(ApiTokenCodec), meta: TokenMetaCodec }));

/** The issued token, strict: without the plain token the dialog has nothing to show. */
export const IssuedTokenCodec = t.exact(t.type({ token: t.string, expiresAt: t.string }));

export const toApiToken = (wire: WireApiToken): ApiToken => ({
  id: wire.id,
  applicationName: wire.applicationName ?? null,
  maskedToken: wire.maskedToken ?? null,
  createdAt: wire.createdAt,
  lastUsedAt: wire.lastUsedAt ?? null,
  revokedAt: wire.revokedAt ?? null,
});

export const wireApiTokenOf = (token: ApiToken): WireApiToken => ({
  id: token.id,
  applicationName: token.applicationName,
  maskedToken: token.maskedToken,
  createdAt: token.createdAt,
  lastUsedAt: token.lastUsedAt,
  revokedAt: token.revokedAt,
});

export const toIssuedToken = (wire: t.TypeOf<typeof IssuedTokenCodec>): IssuedToken => ({
  token: wire.token,
  expiresAt: wire.expiresAt,
});

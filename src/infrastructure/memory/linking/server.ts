import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { isSameAccount } from '../../../domain/account/invitation';
import { validateEmail } from '../../../domain/account/validation';
import type { CodeKind, LinkRequest } from '../../../domain/linking/connection';
import type { World } from '../world/World';
import { LINKING_CODE_LIFETIME_MINUTES, type LinkingCodeRecord } from './slice';

/** The server's behaviour for lock-app account linking, shared by both backends. */

export const LINKING_SERVER_MESSAGES = {
  invalidCode: '無効なコードです。',
  wrongCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  notLinked: '連携されているアカウントがありません。',
} as const;

/** Letters and digits a person cannot confuse when copying (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const newCode = (): string => {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
};

const codeMail = (kind: CodeKind, to: string, secret: string) =>
  kind === 'connection'
    ? {
        to,
        subject: '【Qrio】アカウント連携の確認コード',
        body: `アカウント連携の確認コードは ${secret} です。\n以下のリンクから、Qrio アプリのアカウントでログインして連携を完了してください。\n有効期限は${LINKING_CODE_LIFETIME_MINUTES}分です。`,
        links: [
          {
            label: 'アカウントを連携する',
            href: `/account_connection/connection?secret=${encodeURIComponent(secret)}`,
          },
        ],
      }
    : {
        to,
        subject: '【Qrio】アカウント連携の解除',
        body: `以下のリンクを開くと、Qrio アプリのアカウントとの連携が解除されます。\n解除コード: ${secret}（有効期限は${LINKING_CODE_LIFETIME_MINUTES}分です）`,
        links: [
          { label: '連携を解除する', href: `/account_connection/disconnection?secret=${encodeURIComponent(secret)}` },
        ],
      };

const linkedTo = (world: World, email: string): boolean =>
  world.read((s) =>
    s.lockAppConnections.some(
      (c) =>
        isSameAccount(c.requestEmail, email) ||
        isSameAccount(s.accounts.find((a) => a.id === c.appAccountId)?.email ?? '', email),
    ),
  );

/**
 * Issues a code and mails it. A release code goes only to an address that is linked, but the
 * answer is the same either way: who is linked is not revealed.
 */
export const requestCode = (world: World, kind: CodeKind, email: string): E.Either<PortError, void> => {
  const invalid = validateEmail(email);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  if (kind === 'disconnection' && !linkedTo(world, email)) return E.right(undefined);
  const secret = issueCode(world, kind, email);
  world.sendMail(codeMail(kind, email.trim(), secret));
  return E.right(undefined);
};

/**
 * Issues a 6-character code (account-billing-signup §5) for an address, superseding its earlier open codes
 * of the same kind. Also used by the guest connection-request mail, whose link must carry a code this
 * linking server accepts.
 */
export const issueCode = (
  world: World,
  kind: CodeKind,
  email: string,
  lifetimeMinutes = LINKING_CODE_LIFETIME_MINUTES,
): string => {
  const secret = newCode();
  const now = world.now();
  world.write((s) => {
    for (const earlier of s.linkingCodes)
      if (earlier.kind === kind && isSameAccount(earlier.email, email) && earlier.usedAt === null)
        earlier.usedAt = now.toISOString();
    s.linkingCodes.push({
      secret,
      kind,
      email: email.trim(),
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000).toISOString(),
      usedAt: null,
    });
  });
  return secret;
};

/** Codes are compared as typed in capitals would be: people copy them in either case. */
const usableCode = (world: World, kind: CodeKind, secret: string): LinkingCodeRecord | undefined =>
  world.read((s) =>
    s.linkingCodes.find(
      (c) =>
        c.kind === kind &&
        c.secret.toUpperCase() === secret.trim().toUpperCase() &&
        c.usedAt === null &&
        Date.parse(c.expiresAt) > world.now().getTime(),
    ),
  );

const markUsed = (world: World, code: LinkingCodeRecord): void =>
  world.write((s) => {
    const used = s.linkingCodes.find((c) => c.secret === code.secret && c.kind === code.kind);
    if (used) used.usedAt = world.now().toISOString();
  });

export const link = (world: World, request: LinkRequest): E.Either<PortError, void> => {
  const code = usableCode(world, 'connection', request.secret);
  if (!code) return E.left(PortErrors.invalid(LINKING_SERVER_MESSAGES.invalidCode));
  const app = world.read((s) => s.accounts.find((a) => a.kind === 'app-user' && isSameAccount(a.email, request.email)));
  if (!app || app.password !== request.password)
    return E.left(PortErrors.invalid(LINKING_SERVER_MESSAGES.wrongCredentials));
  markUsed(world, code);
  world.write((s) => {
    s.lockAppConnections = s.lockAppConnections.filter((c) => !isSameAccount(c.requestEmail, code.email));
    s.lockAppConnections.push({ requestEmail: code.email, appAccountId: app.id, linkedAt: world.now().toISOString() });
    // devices-access §4, guest connection: after linking, the guest (every guest of that address) is connected
    for (const guest of s.guests) {
      if (!isSameAccount(guest.email, code.email)) continue;
      guest.isConnected = true;
      guest.verifyCode = null;
    }
  });
  return E.right(undefined);
};

export const unlink = (world: World, secret: string): E.Either<PortError, void> => {
  const code = usableCode(world, 'disconnection', secret);
  if (!code) return E.left(PortErrors.invalid(LINKING_SERVER_MESSAGES.invalidCode));
  markUsed(world, code);
  if (!linkedTo(world, code.email)) return E.left(PortErrors.conflict(LINKING_SERVER_MESSAGES.notLinked));
  world.write((s) => {
    s.lockAppConnections = s.lockAppConnections.filter(
      (c) =>
        !isSameAccount(c.requestEmail, code.email) &&
        !isSameAccount(s.accounts.find((a) => a.id === c.appAccountId)?.email ?? '', code.email),
    );
  });
  return E.right(undefined);
};

import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { RequestPasswordReset } from '../../../src/application/account/RequestPasswordReset';
import { ResetPassword } from '../../../src/application/account/ResetPassword';
import { Login } from '../../../src/application/session/Login';
import { ACCOUNT_SERVER_MESSAGES } from '../../../src/infrastructure/memory/account/server';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { failed, failedWith, invalid } from '../../support/outcomes';

const NEW_PASSWORD = 'N3wPassword';

/** The token of the newest reset mail to the address, read from its link as a manager would. */
const tokenFromMailbox = (backend: Backend, to: string): string => {
  const mail = backend.world.read((s) => s.mails.find((m) => m.to === to && m.subject.includes('パスワード再設定')));
  const href = mail?.links[0]?.href ?? '';
  const match = /^\/password_reset\/([^/]+)\/$/.exec(href);
  if (!match?.[1]) throw new Error(`no reset link in the mailbox for ${to}: ${href}`);
  return decodeURIComponent(match[1]);
};

describe.each(BACKENDS)('password reset on the %s backend', (_name, makeBackend) => {
  it('request → mail with a console link → new password → login with it, not with the old one', async () => {
    const backend = makeBackend();
    expect(await backend.container.get(RequestPasswordReset).execute({ email: ' solo@example.jp ' })).toEqual(
      E.right(undefined),
    );
    const token = tokenFromMailbox(backend, 'solo@example.jp');
    const reset = await backend.container
      .get(ResetPassword)
      .execute({ token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(reset).toEqual(E.right(undefined));
    const login = backend.container.get(Login);
    expect(await login.execute({ email: 'solo@example.jp', password: NEW_PASSWORD })).toEqual(
      E.right({ destination: 'requested' }),
    );
    expect(await login.execute({ email: 'solo@example.jp', password: 'Passw0rd' })).toEqual(failed());
  });

  it('a used token is refused with the server message, and the password stays the one set', async () => {
    const backend = makeBackend();
    await backend.container.get(RequestPasswordReset).execute({ email: 'solo@example.jp' });
    const token = tokenFromMailbox(backend, 'solo@example.jp');
    const reset = backend.container.get(ResetPassword);
    await reset.execute({ token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(await reset.execute({ token, password: 'An0therOne', confirmation: 'An0therOne' })).toEqual(
      failedWith(ACCOUNT_SERVER_MESSAGES.resetTokenInvalid),
    );
    expect(backend.world.read((s) => s.accounts.find((a) => a.email === 'solo@example.jp')?.password)).toBe(
      NEW_PASSWORD,
    );
  });

  it('a token older than 24 hours is refused as expired', async () => {
    const backend = makeBackend();
    await backend.container.get(RequestPasswordReset).execute({ email: 'solo@example.jp' });
    const token = tokenFromMailbox(backend, 'solo@example.jp');
    backend.clock.advance(24 * 3_600_000 + 1);
    expect(
      await backend.container.get(ResetPassword).execute({ token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD }),
    ).toEqual(failedWith(ACCOUNT_SERVER_MESSAGES.resetTokenExpired));
  });

  it('only the newest reset link works: asking again supersedes the earlier token', async () => {
    const backend = makeBackend();
    const request = backend.container.get(RequestPasswordReset);
    await request.execute({ email: 'solo@example.jp' });
    const first = tokenFromMailbox(backend, 'solo@example.jp');
    await request.execute({ email: 'solo@example.jp' });
    const second = tokenFromMailbox(backend, 'solo@example.jp');
    expect(second).not.toBe(first);
    const reset = backend.container.get(ResetPassword);
    expect(await reset.execute({ token: first, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toEqual(
      failedWith(ACCOUNT_SERVER_MESSAGES.resetTokenInvalid),
    );
    expect(await reset.execute({ token: second, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toEqual(
      E.right(undefined),
    );
  });

  it('an unknown token is refused with the server message', async () => {
    const backend = makeBackend();
    const reset = backend.container.get(ResetPassword);
    expect(await reset.execute({ token: 'no-such-token', password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toEqual(
      failedWith(ACCOUNT_SERVER_MESSAGES.resetTokenInvalid),
    );
  });

  it('an unknown address is answered like a known one and no mail is sent (who has an account is not revealed)', async () => {
    const backend = makeBackend();
    const before = backend.world.read((s) => s.mails.length);
    expect(await backend.container.get(RequestPasswordReset).execute({ email: 'stranger@example.jp' })).toEqual(
      E.right(undefined),
    );
    expect(backend.world.read((s) => s.mails.length)).toBe(before);
  });

  it('the new password must follow the password rules before anything is sent', async () => {
    const backend = makeBackend();
    await backend.container.get(RequestPasswordReset).execute({ email: 'solo@example.jp' });
    const token = tokenFromMailbox(backend, 'solo@example.jp');
    const reset = backend.container.get(ResetPassword);
    expect(await reset.execute({ token, password: 'weakpass', confirmation: 'weakpass' })).toEqual(
      invalid('半角英数、大小文字を含む8文字以上で設定ください。'),
    );
    expect(await reset.execute({ token, password: NEW_PASSWORD, confirmation: 'N3wPassworD' })).toEqual(
      invalid('パスワードが一致しません。'),
    );
    // nothing was consumed by the refused attempts
    expect(await reset.execute({ token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toEqual(
      E.right(undefined),
    );
  });

  it('a reset ends the sessions signed in with the old password', async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    await backend.container.get(RequestPasswordReset).execute({ email: 'solo@example.jp' });
    await backend.container.get(ResetPassword).execute({
      token: tokenFromMailbox(backend, 'solo@example.jp'),
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(backend.world.read((s) => s.sessions.filter((x) => x.accountId === 2))).toEqual([]);
  });

  it('a failed reset-mail request is the spec alert text', async () => {
    const backend = makeBackend();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await backend.container.get(RequestPasswordReset).execute({ email: 'solo@example.jp' })).toEqual(
      failedWith('リセットメールの送信に失敗しました。時間をおいて再度お試しください。'),
    );
  });
});

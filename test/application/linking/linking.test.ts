import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LinkLockAppAccount } from '../../../src/application/linking/LinkLockAppAccount';
import { RequestLinkingCode } from '../../../src/application/linking/RequestLinkingCode';
import { UnlinkLockAppAccount } from '../../../src/application/linking/UnlinkLockAppAccount';
import type { CodeKind } from '../../../src/domain/linking/connection';
import { BACKENDS, type Backend } from '../../support/backends';
import { failedWith, invalid } from '../../support/outcomes';

const LINK_FAILED = 'メールアドレスかパスワード、あるいは確認コードが間違っています。';

/** The secret of the newest code mail to the address, read from its console link. */
const secretFromMailbox = (backend: Backend, kind: CodeKind, to: string): string => {
  const path = kind === 'connection' ? '/account_connection/connection' : '/account_connection/disconnection';
  const href = backend.world.read((s) =>
    s.mails.flatMap((m) => (m.to === to ? m.links.map((l) => l.href) : [])).find((h) => h.startsWith(`${path}?`)),
  );
  const secret = href ? new URL(href, 'http://console').searchParams.get('secret') : null;
  if (!secret) throw new Error(`no ${kind} link for ${to}`);
  return secret;
};

const connectionsOf = (backend: Backend) =>
  backend.world.read((s) => s.lockAppConnections.map((c) => `${c.requestEmail}→${c.appAccountId}`));

describe.each(BACKENDS)('lock-app account linking on the %s backend', (_name, makeBackend) => {
  it('a connection code is mailed with a link that carries it; linking with it and the app account succeeds', async () => {
    const backend = makeBackend();
    expect(
      await backend.container.get(RequestLinkingCode).execute('connection', { email: 'guest.tanaka@example.jp' }),
    ).toEqual(E.right(undefined));
    const secret = secretFromMailbox(backend, 'connection', 'guest.tanaka@example.jp');
    expect(secret).toMatch(/^[A-Z0-9]{6}$/);
    const linked = await backend.container
      .get(LinkLockAppAccount)
      .execute({ code: secret, email: 'app-user@example.jp', password: 'Passw0rd' });
    expect(linked).toEqual(E.right(undefined));
    expect(connectionsOf(backend)).toContain('guest.tanaka@example.jp→4');
  });

  it('a used code, a wrong password or a manager account all get the one linking-failure sentence', async () => {
    const backend = makeBackend();
    await backend.container.get(RequestLinkingCode).execute('connection', { email: 'guest.tanaka@example.jp' });
    const secret = secretFromMailbox(backend, 'connection', 'guest.tanaka@example.jp');
    const link = backend.container.get(LinkLockAppAccount);
    expect(await link.execute({ code: secret, email: 'app-user@example.jp', password: 'wrong' })).toEqual(
      failedWith(LINK_FAILED),
    );
    expect(await link.execute({ code: secret, email: 'manager@example.jp', password: 'Passw0rd' })).toEqual(
      failedWith(LINK_FAILED),
    );
    expect(await link.execute({ code: secret, email: 'app-user@example.jp', password: 'Passw0rd' })).toEqual(
      E.right(undefined),
    );
    expect(await link.execute({ code: secret, email: 'app-user@example.jp', password: 'Passw0rd' })).toEqual(
      failedWith(LINK_FAILED),
    );
    // a refused attempt is not a console session expiry
    expect(backend.events.unauthorizedCount).toBe(0);
  });

  it('a code expires after 30 minutes', async () => {
    const backend = makeBackend();
    await backend.container.get(RequestLinkingCode).execute('connection', { email: 'guest.tanaka@example.jp' });
    const secret = secretFromMailbox(backend, 'connection', 'guest.tanaka@example.jp');
    backend.clock.advance(30 * 60_000 + 1);
    expect(
      await backend.container
        .get(LinkLockAppAccount)
        .execute({ code: secret, email: 'app-user@example.jp', password: 'Passw0rd' }),
    ).toEqual(failedWith(LINK_FAILED));
  });

  it('an ill-formed code is refused with the code rule before anything is sent', async () => {
    const backend = makeBackend();
    const link = backend.container.get(LinkLockAppAccount);
    expect(await link.execute({ code: 'AB3', email: 'app-user@example.jp', password: 'Passw0rd' })).toEqual(
      invalid('確認コードを入力してください。'),
    );
    expect(await link.execute({ code: 'AB3!56', email: 'app-user@example.jp', password: 'Passw0rd' })).toEqual(
      invalid('確認コードは半角英数字で入力してください。'),
    );
  });

  it('unlinking: a release code is mailed to the linked address; its link releases the link once', async () => {
    const backend = makeBackend();
    expect(connectionsOf(backend)).toEqual(['app-user@example.jp→4']);
    await backend.container.get(RequestLinkingCode).execute('disconnection', { email: 'app-user@example.jp' });
    const secret = secretFromMailbox(backend, 'disconnection', 'app-user@example.jp');
    const unlink = backend.container.get(UnlinkLockAppAccount);
    expect(await unlink.execute(secret)).toEqual(E.right(undefined));
    expect(connectionsOf(backend)).toEqual([]);
    expect(await unlink.execute(secret)).toEqual(failedWith('無効なコードです。'));
  });

  it('unlinking without a secret or with an unknown one is an invalid code; a connection code is no release code', async () => {
    const backend = makeBackend();
    const unlink = backend.container.get(UnlinkLockAppAccount);
    expect(await unlink.execute(null)).toEqual(invalid('無効なコードです。'));
    expect(await unlink.execute('  ')).toEqual(invalid('無効なコードです。'));
    expect(await unlink.execute('ZZZZZZ')).toEqual(failedWith('無効なコードです。'));
    await backend.container.get(RequestLinkingCode).execute('connection', { email: 'app-user@example.jp' });
    expect(await unlink.execute(secretFromMailbox(backend, 'connection', 'app-user@example.jp'))).toEqual(
      failedWith('無効なコードです。'),
    );
    expect(connectionsOf(backend)).toEqual(['app-user@example.jp→4']);
  });

  it('a release code whose link was already released elsewhere reports the failure', async () => {
    const backend = makeBackend();
    await backend.container.get(RequestLinkingCode).execute('disconnection', { email: 'app-user@example.jp' });
    const secret = secretFromMailbox(backend, 'disconnection', 'app-user@example.jp');
    backend.world.write((s) => {
      s.lockAppConnections = [];
    });
    expect(await backend.container.get(UnlinkLockAppAccount).execute(secret)).toEqual(
      failedWith('アプリアカウントとの連携の解除に失敗しました。'),
    );
  });

  it('a release code for an address that is not linked sends nothing but answers alike', async () => {
    const backend = makeBackend();
    const before = backend.world.read((s) => s.mails.length);
    expect(
      await backend.container.get(RequestLinkingCode).execute('disconnection', { email: 'nobody-linked@example.jp' }),
    ).toEqual(E.right(undefined));
    expect(backend.world.read((s) => s.mails.length)).toBe(before);
  });

  it('a failed code request is reported, and an ill-formed address never leaves the page', async () => {
    const backend = makeBackend();
    const request = backend.container.get(RequestLinkingCode);
    expect(await request.execute('connection', { email: 'app-user' })).toEqual(
      invalid('メールアドレスの形式が正しくありません。'),
    );
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await request.execute('connection', { email: 'app-user@example.jp' })).toEqual(
      failedWith('コードの送信に失敗しました。時間をおいて再度お試しください。'),
    );
  });
});

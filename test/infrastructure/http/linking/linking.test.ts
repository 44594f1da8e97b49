import { http, HttpResponse } from 'msw';
import { failedWith, failure } from '../../../support/outcomes';
import { describe, expect, it } from 'vitest';
import { LinkLockAppAccount } from '../../../../src/application/linking/LinkLockAppAccount';
import { UnlinkLockAppAccount } from '../../../../src/application/linking/UnlinkLockAppAccount';
import { LinkingGateway } from '../../../../src/application/linking/ports/LinkingGateway';
import { API_ORIGIN, httpBackend, mswServer, V2 } from '../../../support/backends';
import { settle } from '../../../support/presenters';
import { recordRequests } from '../../../support/wire';

describe('HTTP adapter of lock-app linking', () => {
  it('sends each call to its path with its body', async () => {
    const backend = httpBackend();
    const sent = recordRequests();
    const gateway = backend.container.get<LinkingGateway>(LinkingGateway);
    await gateway.requestCode('connection', 'guest@example.jp');
    await gateway.requestCode('disconnection', 'app-user@example.jp');
    await gateway.link({ email: 'app-user@example.jp', password: 'Passw0rd', secret: 'AB3DE9' });
    await gateway.unlink('XY7ZK2');
    await settle();
    expect(sent.map(({ method, url, body }) => ({ method, url: url.href, body }))).toEqual([
      {
        method: 'POST',
        url: `${API_ORIGIN}/v1/account_connection/connection_code`,
        body: [['email', 'guest@example.jp']],
      },
      {
        method: 'POST',
        url: `${API_ORIGIN}/v1/account_connection/disconnection_code`,
        body: [['email', 'app-user@example.jp']],
      },
      {
        method: 'POST',
        url: `${API_ORIGIN}${V2}/guests/qrio_account_connection`,
        body: { email: 'app-user@example.jp', password: 'Passw0rd', secret: 'AB3DE9' },
      },
      { method: 'DELETE', url: `${API_ORIGIN}/v1/account_connection/connection`, body: [['secret', 'XY7ZK2']] },
    ]);
  });

  it('a 401 from linking is the wrong-credentials sentence, not the console-wide session expiry', async () => {
    const backend = httpBackend();
    mswServer().use(
      http.post(`*${V2}/guests/qrio_account_connection`, () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 401 }),
      ),
    );
    expect(
      await backend.container
        .get(LinkLockAppAccount)
        .execute({ code: 'AB3DE9', email: 'app-user@example.jp', password: 'x' }),
    ).toEqual(failedWith('メールアドレスかパスワード、あるいは確認コードが間違っています。'));
    expect(backend.events.unauthorizedCount).toBe(0);
  });

  it('a 500 on linking says processing failed rather than blaming what was typed', async () => {
    const backend = httpBackend();
    mswServer().use(http.post(`*${V2}/guests/qrio_account_connection`, () => new HttpResponse(null, { status: 500 })));
    expect(
      await backend.container
        .get(LinkLockAppAccount)
        .execute({ code: 'AB3DE9', email: 'app-user@example.jp', password: 'x' }),
    ).toEqual(failedWith('処理に失敗しました。時間を置いて再度お試しください。'));
  });

  it('unlink: 404 is an invalid code, 500 a failure to release', async () => {
    const backend = httpBackend();
    const unlink = backend.container.get(UnlinkLockAppAccount);
    mswServer().use(http.delete('*/v1/account_connection/connection', () => new HttpResponse(null, { status: 404 })));
    expect(await unlink.execute('AB3DE9')).toEqual(failure('NotFound', '無効なコードです。'));
    mswServer().use(http.delete('*/v1/account_connection/connection', () => new HttpResponse(null, { status: 500 })));
    expect(await unlink.execute('AB3DE9')).toEqual(
      failure('Unavailable', 'アプリアカウントとの連携の解除に失敗しました。'),
    );
  });
});

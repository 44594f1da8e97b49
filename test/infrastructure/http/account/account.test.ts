import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { failedWith } from '../../../support/outcomes';
import { describe, expect, it } from 'vitest';
import { AcceptInvitation } from '../../../../src/application/account/AcceptInvitation';
import { LoadInvitation } from '../../../../src/application/account/LoadInvitation';
import { SaveAccountInfo } from '../../../../src/application/account/SaveAccountInfo';
import { AccountGateway } from '../../../../src/application/account/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../../src/application/account/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../../src/application/account/ports/PasswordResetGateway';
import { ResetPassword } from '../../../../src/application/account/ResetPassword';
import { DEMO_INVITATIONS } from '../../../../src/infrastructure/memory/invitations/slice';
import { InvitationPresenter } from '../../../../src/ui/account/InvitationPresenter';
import { API_ORIGIN, httpBackend, mswServer, storedAuth, V2, signedIn } from '../../../support/backends';
import { effectLine, effectsOf, settle } from '../../../support/presenters';
import { recordRequests } from '../../../support/wire';

describe('HTTP adapters of the account feature', () => {
  it('renaming sends PATCH /v1/console/managers/{id} with { name } and the bearer token', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get<AccountGateway>(AccountGateway).rename(1, '山田 花子');
    await settle();
    expect(
      sent.map(({ method, url, body, authorization }) => ({ method, url: url.href, body, authorization })),
    ).toEqual([
      {
        method: 'PATCH',
        url: `${API_ORIGIN}/v1/console/managers/1`,
        body: [['name', '山田 花子']],
        authorization: `Bearer ${storedAuth(backend)?.token ?? ''}`,
      },
    ]);
  });

  it('a rename answer that does not decode is a clear message, and the stored name is kept', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.patch('*/v1/console/managers/:id', () => HttpResponse.json({ id: 1, name: 42 })));
    expect(await backend.container.get(SaveAccountInfo).execute({ name: '新しい名前' })).toEqual(
      failedWith('アカウント情報を保存できませんでした。'),
    );
    expect(storedAuth(backend)?.me.name).toBe('山田 太郎');
  });

  it('the reset calls go to the v2 base path with the snake_case payload of account-billing-signup §3 (JSON: the newer client)', async () => {
    const backend = httpBackend();
    const sent = recordRequests();
    const gateway = backend.container.get<PasswordResetGateway>(PasswordResetGateway);
    await gateway.requestReset('solo@example.jp');
    await gateway.resetPassword('tok-1', 'N3wPassword');
    await settle();
    expect(sent.map(({ method, url, body }) => ({ method, url: url.href, body }))).toEqual([
      { method: 'POST', url: `${API_ORIGIN}${V2}/managers/password_reset_request`, body: { email: 'solo@example.jp' } },
      {
        method: 'POST',
        url: `${API_ORIGIN}${V2}/managers/password_reset`,
        body: { password_reset_token: 'tok-1', new_password: 'N3wPassword' },
      },
    ]);
  });

  it('a refused reset shows the server message; a 500 without one shows パスワードの変更に失敗しました; neither is the global 401', async () => {
    const backend = httpBackend();
    const reset = backend.container.get(ResetPassword);
    const form = { token: 't', password: 'N3wPassword', confirmation: 'N3wPassword' };
    mswServer().use(
      http.post(`*${V2}/managers/password_reset`, () =>
        HttpResponse.json({ message: 'トークンが無効です' }, { status: 401 }),
      ),
    );
    expect(await reset.execute(form)).toEqual(failedWith('トークンが無効です'));
    mswServer().use(http.post(`*${V2}/managers/password_reset`, () => new HttpResponse(null, { status: 500 })));
    expect(await reset.execute(form)).toEqual(failedWith('パスワードの変更に失敗しました'));
    expect(backend.events.unauthorizedCount).toBe(0);
  });

  it('the invitation calls: GET and register on the public path, accept on the console path', async () => {
    const backend = httpBackend();
    const sent = recordRequests();
    const gateway = backend.container.get<ManagerInvitationGateway>(ManagerInvitationGateway);
    await gateway.load(DEMO_INVITATIONS.newManager);
    await gateway.register(DEMO_INVITATIONS.newManager, { name: '新井', password: 'Newc0mer!' });
    await gateway.accept(DEMO_INVITATIONS.managerToSolo);
    await settle();
    expect(sent.map(({ method, url, body }) => ({ method, url: url.href, body }))).toEqual([
      { method: 'GET', url: `${API_ORIGIN}/v1/manager_invitations/${DEMO_INVITATIONS.newManager}`, body: null },
      {
        method: 'POST',
        url: `${API_ORIGIN}/v1/manager_invitations/${DEMO_INVITATIONS.newManager}/register`,
        body: [
          ['name', '新井'],
          ['password', 'Newc0mer!'],
        ],
      },
      {
        method: 'POST',
        url: `${API_ORIGIN}/v1/console/manager_invitations/${DEMO_INVITATIONS.managerToSolo}/accept`,
        body: null,
      },
    ]);
  });

  it('an invitation body that does not decode is the load-failure alert, not a crash', async () => {
    const backend = httpBackend();
    mswServer().use(
      http.get('*/v1/manager_invitations/:token', () => HttpResponse.json({ id: 'x', email: 'a@example.jp' })),
    );
    expect(await backend.container.get(LoadInvitation).execute('x')).toEqual(
      failedWith('招待状の読み込みに失敗しました。'),
    );
  });

  it('registering posts to /v1/manager_invitations/{token}/register with the page token, not the numeric id the GET answered', async () => {
    const backend = httpBackend();
    mswServer().use(
      http.get('*/v1/manager_invitations/:token', () =>
        HttpResponse.json({
          id: 17,
          email: 'new-manager@example.jp',
          organizationId: '1',
          organization: { name: '株式会社キュリオデモ', extra: 'x' },
          invited_by: 'someone',
        }),
      ),
    );
    mswServer().use(
      http.post('*/v1/manager_invitations/:token/register', () => new HttpResponse(null, { status: 201 })),
    );
    const sent = recordRequests();
    const presenter = backend.container.get(InvitationPresenter);
    const effects = effectsOf(presenter, { summarize: effectLine });
    await presenter.open({ invitationId: 'tok-abc' });
    const state = presenter.snapshot;
    expect(state.status === 'ready' && state.view.invitation).toEqual({
      id: '17',
      email: 'new-manager@example.jp',
      organizationId: 1,
      organizationName: '株式会社キュリオデモ',
      managerExists: false,
    });
    await presenter.register({ name: '新井', password: 'Newc0mer!' });
    await settle();
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${API_ORIGIN}/v1/manager_invitations/tok-abc`,
      `POST ${API_ORIGIN}/v1/manager_invitations/tok-abc/register`,
    ]);
    expect(presenter.snapshot).toEqual({ status: 'leaving' });
    // registered, then login and back to the invitation's page (its token, not the numeric id)
    expect(effects).toEqual([
      'success:登録しました。',
      `navigate:/login?redirect=${encodeURIComponent('/accept-manager-invitation/tok-abc')}`,
    ]);
  });

  it('accepting reads no body (204): me and organizations are fetched again and the invited organization becomes current', async () => {
    const backend = await signedIn(httpBackend, 'manager@example.jp');
    mswServer().use(
      http.post('*/v1/console/manager_invitations/:id/accept', () => {
        backend.world.write((s) => s.accounts.find((a) => a.email === 'manager@example.jp')?.organizationIds.push(3));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sent = recordRequests();
    const joined = await backend.container.get(AcceptInvitation).execute({ id: '17', organizationId: 3 });
    await settle();
    expect(joined).toEqual(E.right({ id: 3, name: 'ソロ企画株式会社', organizationType: 'card' }));
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${API_ORIGIN}/v1/console/manager_invitations/17/accept`,
      `GET ${API_ORIGIN}/v1/console/managers/me`,
    ]);
    expect(storedAuth(backend)?.organizations.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(storedAuth(backend)?.currentOrganization?.id).toBe(3);
  });

  it('an accept whose organization the refreshed list does not hold is このアカウントでは参加できません。, and the stored list is kept', async () => {
    const backend = await signedIn(httpBackend, 'manager@example.jp');
    mswServer().use(
      http.post('*/v1/console/manager_invitations/:id/accept', () => HttpResponse.json({ unexpected: true })),
    );
    expect(await backend.container.get(AcceptInvitation).execute({ id: '17', organizationId: 3 })).toEqual(
      failedWith('このアカウントでは参加できません。'),
    );
    expect(storedAuth(backend)?.organizations.map((o) => o.id)).toEqual([1, 2]);
    expect(storedAuth(backend)?.currentOrganization?.id).toBe(1);
  });

  it('a network failure on accept is announced once as the communication failure', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post('*/v1/console/manager_invitations/:id/accept', () => HttpResponse.error()));
    await backend.container.get<ManagerInvitationGateway>(ManagerInvitationGateway).accept('x');
    expect(backend.events.networkFailedCount).toBe(1);
  });
});

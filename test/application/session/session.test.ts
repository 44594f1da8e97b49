import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SessionGateway } from '../../../src/application/session/ports/SessionGateway';
import { Login } from '../../../src/application/session/Login';
import { LoadPlanFunctions } from '../../../src/application/session/LoadPlanFunctions';
import { Logout } from '../../../src/application/session/Logout';
import { RefreshSession } from '../../../src/application/session/RefreshSession';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { SESSION_MESSAGES } from '../../../src/domain/session/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { LOGGED_OUT_KEY } from '../../../src/infrastructure/browser/LocalStorageAuthStore';
import { BACKENDS, httpBackend, mswServer, storedAuth, signedIn } from '../../support/backends';
import { failedWith, rightOf } from '../../support/outcomes';

describe.each(BACKENDS)('session on the %s backend', (_name, makeBackend) => {
  it('login stores the auth record: token, me, current organization and the list', async () => {
    const backend = makeBackend();
    const result = await backend.container.get(Login).execute({ email: 'manager@example.jp', password: 'Passw0rd' });
    expect(result).toEqual(E.right({ destination: 'requested' }));
    const record = storedAuth(backend);
    expect(record?.me).toEqual({ id: 1, name: '山田 太郎', email: 'manager@example.jp' });
    expect(record?.organizations.map((o) => o.name)).toEqual(['株式会社キュリオデモ', 'デモ不動産合同会社']);
    expect(record?.currentOrganization?.name).toBe('株式会社キュリオデモ');
    expect(backend.world.read((s) => s.sessions.map((x) => x.token))).toContain(record?.token);
  });

  it('a wrong password says so, keeps nobody signed in and is not the global 401', async () => {
    const backend = makeBackend();
    const result = await backend.container.get(Login).execute({ email: 'manager@example.jp', password: 'wrong' });
    expect(result).toEqual(failedWith(SESSION_MESSAGES.loginFailed));
    expect(storedAuth(backend)).toBeNull();
    expect(backend.events.unauthorizedCount).toBe(0);
  });

  it('a lock-app account is not a manager and cannot sign in', async () => {
    const backend = makeBackend();
    const result = await backend.container.get(Login).execute({ email: 'app-user@example.jp', password: 'Passw0rd' });
    expect(result).toEqual(failedWith(SESSION_MESSAGES.loginFailed));
  });

  it('a manager in no organization is sent to the empty-organization page', async () => {
    const backend = makeBackend();
    const result = await backend.container.get(Login).execute({ email: 'nobody@example.jp', password: 'Passw0rd' });
    expect(result).toEqual(E.right({ destination: 'empty-organization' }));
    expect(await backend.container.get(RefreshSession).execute()).toEqual({ kind: 'empty-organization' });
  });

  it('the guard without a stored record asks to log in', async () => {
    const backend = makeBackend();
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'to-login',
      message: MESSAGES.authRequired,
    });
  });

  it('the guard refreshes me and organizations and keeps the chosen organization', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    const outcome = await backend.container.get(RefreshSession).execute();
    expect(outcome.kind).toBe('allowed');
    expect(storedAuth(backend)?.currentOrganization?.name).toBe('デモ不動産合同会社');
  });

  it('an expired session (401) clears the record with the authentication-failure message', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.sessions = [];
    });
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'to-login',
      message: MESSAGES.authFailed,
    });
    expect(storedAuth(backend)).toBeNull();
    expect(backend.events.unauthorizedCount).toBe(1);
  });

  it('a manager removed from the current organization is told so and signed out', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      const account = s.accounts.find((a) => a.email === 'manager@example.jp');
      if (account) account.organizationIds = [2];
    });
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'to-login',
      message: MESSAGES.removedFromOrganization,
    });
    expect(storedAuth(backend)).toBeNull();
  });

  it('a network failure cancels the navigation with 処理に失敗しました。… (account-billing-signup §8) and is announced once client-wide', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'cancel',
      message: '処理に失敗しました。時間を置いて再度お試しください。',
    });
    expect(backend.events.networkFailedCount).toBe(1);
    expect(storedAuth(backend)).not.toBeNull();
  });

  it('logout clears the local record without waiting for the server (one that never answers)', async () => {
    const backend = await signedIn(makeBackend);
    const token = storedAuth(backend)?.token;
    const gateway = backend.container.get<SessionGateway>(SessionGateway);
    const sent = vi
      .spyOn(Object.getPrototypeOf(gateway) as SessionGateway, 'logout')
      .mockReturnValue(new Promise(() => undefined));
    try {
      await backend.container.get(Logout).execute();
      expect(storedAuth(backend)).toBeNull();
      // nothing of the session is left: only the mark that tells other tabs it was a logout
      expect(Array.from({ length: backend.storage.length }, (_, i) => backend.storage.key(i))).toEqual([
        LOGGED_OUT_KEY,
      ]);
      expect(sent.mock.calls).toEqual([[token]]);
    } finally {
      sent.mockRestore();
    }
  });

  it('logout then deletes the server session with the token it ended', async () => {
    const backend = await signedIn(makeBackend);
    const token = storedAuth(backend)?.token;
    const gateway = backend.container.get<SessionGateway>(SessionGateway);
    const sent = vi.spyOn(Object.getPrototypeOf(gateway) as SessionGateway, 'logout');
    try {
      await backend.container.get(Logout).execute();
      expect(await sent.mock.results[0]?.value).toEqual(E.right(undefined));
      expect(backend.world.read((s) => s.sessions.some((x) => x.token === token))).toBe(false);
    } finally {
      sent.mockRestore();
    }
  });

  it('logout while offline: the local record is gone and no network toast follows', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const gateway = backend.container.get<SessionGateway>(SessionGateway);
    const sent = vi.spyOn(Object.getPrototypeOf(gateway) as SessionGateway, 'logout');
    try {
      await backend.container.get(Logout).execute();
      expect(storedAuth(backend)).toBeNull();
      expect(await sent.mock.results[0]?.value).toMatchObject(E.left({ _tag: 'Unavailable', reason: 'network' }));
      expect(backend.events.networkFailedCount).toBe(0);
    } finally {
      sent.mockRestore();
    }
  });

  it('switching organization only accepts one the manager belongs to', async () => {
    const backend = await signedIn(makeBackend);
    expect(backend.container.get(SwitchOrganization).execute(3)).toEqual(E.left('not-a-member'));
    expect(backend.container.get(SwitchOrganization).execute(2)).toEqual(E.right(undefined));
  });

  it('plan functions come from the current organization', async () => {
    const backend = await signedIn(makeBackend);
    const first = rightOf(await backend.container.get(LoadPlanFunctions).execute());
    expect(first.displayTimecard).toBe(true);
    backend.container.get(SwitchOrganization).execute(2);
    const second = rightOf(await backend.container.get(LoadPlanFunctions).execute());
    expect({ ...second }).toMatchObject({
      organizationId: 2,
      displayTimecard: false,
      downloadLogCsv: false,
      remainingManagerCount: 0,
    });
  });
});

describe('session over HTTP only', () => {
  it('an organization without id clears the session with an error', async () => {
    const backend = await signedIn(httpBackend, 'solo@example.jp');
    mswServer().use(
      http.get('*/v1/console/managers/me', () =>
        HttpResponse.json({
          me: { id: 2, name: '佐藤 花子', email: 'solo@example.jp' },
          organizations: [{ id: null, name: 'ソロ企画株式会社', organization_type: 'card' }],
        }),
      ),
    );
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'to-login',
      message: SESSION_MESSAGES.organizationBroken,
    });
    expect(storedAuth(backend)).toBeNull();
  });

  it('a me body that does not decode, or a 503, cancels with 処理に失敗しました。… (account-billing-signup §8), not a crash', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/managers/me', () => HttpResponse.json({ me: { id: 'x' } })));
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'cancel',
      message: '処理に失敗しました。時間を置いて再度お試しください。',
    });
    mswServer().use(
      http.get('*/v1/console/managers/me', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    expect(await backend.container.get(RefreshSession).execute()).toEqual({
      kind: 'cancel',
      message: '処理に失敗しました。時間を置いて再度お試しください。',
    });
    expect(storedAuth(backend)).not.toBeNull();
  });
});

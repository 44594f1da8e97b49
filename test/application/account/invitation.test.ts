import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AcceptInvitation } from '../../../src/application/account/AcceptInvitation';
import { LoadInvitation } from '../../../src/application/account/LoadInvitation';
import { RegisterInvitedManager } from '../../../src/application/account/RegisterInvitedManager';
import { Login } from '../../../src/application/session/Login';
import { DEMO_INVITATIONS } from '../../../src/infrastructure/memory/invitations/slice';
import { BACKENDS, storedAuth, signedIn } from '../../support/backends';
import { failedWith, invalid, rightOf } from '../../support/outcomes';

const { newManager, managerToSolo } = DEMO_INVITATIONS;
const toSolo = { id: managerToSolo, organizationId: 3 };

describe.each(BACKENDS)('accept manager invitation on the %s backend', (_name, makeBackend) => {
  it('the seeded invitations have their mails in the mailbox with console links', () => {
    const backend = makeBackend();
    const links = backend.world.read((s) => s.mails.flatMap((m) => m.links.map((l) => `${m.to} ${l.href}`)));
    expect(links).toContain(`new-manager@example.jp /accept-manager-invitation/${newManager}`);
    expect(links).toContain(`manager@example.jp /accept-manager-invitation/${managerToSolo}`);
  });

  it('case 1: the invitee has no account yet → register, whoever is signed in', async () => {
    const backend = makeBackend();
    const loaded = await backend.container.get(LoadInvitation).execute(newManager);
    expect(loaded).toEqual(
      E.right({
        invitation: {
          id: newManager,
          email: 'new-manager@example.jp',
          organizationId: 1,
          organizationName: '株式会社キュリオデモ',
          managerExists: false,
        },
        token: newManager,
        case: 'register',
        signedInEmail: null,
      }),
    );
  });

  it('case 1 end to end: register with name and password, log in, accept → member of the organization', async () => {
    const backend = makeBackend();
    const registered = await backend.container
      .get(RegisterInvitedManager)
      .execute(newManager, { name: '新井 真司', password: 'Newc0mer!' });
    expect(registered).toEqual(E.right(undefined));
    expect(backend.world.read((s) => s.accounts.find((a) => a.email === 'new-manager@example.jp'))).toMatchObject({
      name: '新井 真司',
      kind: 'manager',
      organizationIds: [],
    });
    // a manager with no organization yet: login alone would lead to the empty page
    expect(
      await backend.container.get(Login).execute({ email: 'new-manager@example.jp', password: 'Newc0mer!' }),
    ).toEqual(E.right({ destination: 'empty-organization' }));
    const back = rightOf(await backend.container.get(LoadInvitation).execute(newManager));
    expect(back.case).toBe('join');
    const joined = await backend.container.get(AcceptInvitation).execute({ id: newManager, organizationId: 1 });
    expect(joined).toEqual(E.right({ id: 1, name: '株式会社キュリオデモ', organizationType: 'card' }));
    expect(storedAuth(backend)?.organizations.map((o) => o.id)).toEqual([1]);
    expect(storedAuth(backend)?.currentOrganization?.id).toBe(1);
    expect(
      backend.world.read((s) => s.accounts.find((a) => a.email === 'new-manager@example.jp')?.organizationIds),
    ).toEqual([1]);
  });

  it('case 1: registering twice is refused with アカウントを登録できませんでした。', async () => {
    const backend = makeBackend();
    const register = backend.container.get(RegisterInvitedManager);
    await register.execute(newManager, { name: '新井 真司', password: 'Newc0mer!' });
    expect(await register.execute(newManager, { name: '別人', password: 'Newc0mer!' })).toEqual(
      failedWith('アカウントを登録できませんでした。'),
    );
  });

  it('case 1: a weak password is refused with the password rule before anything is sent', async () => {
    const backend = makeBackend();
    expect(
      await backend.container.get(RegisterInvitedManager).execute(newManager, { name: '新井', password: 'password' }),
    ).toEqual(invalid('半角英数、大小文字を含む8文字以上で設定ください。'));
    expect(backend.world.read((s) => s.accounts.some((a) => a.email === 'new-manager@example.jp'))).toBe(false);
  });

  it('case 2: signed in as the invitee → join; accepting adds the organization and makes it current', async () => {
    const backend = await signedIn(makeBackend, 'manager@example.jp');
    const loaded = rightOf(await backend.container.get(LoadInvitation).execute(managerToSolo));
    expect(loaded.case).toBe('join');
    const joined = await backend.container.get(AcceptInvitation).execute(toSolo);
    expect(joined).toEqual(E.right({ id: 3, name: 'ソロ企画株式会社', organizationType: 'card' }));
    expect(storedAuth(backend)?.organizations.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(storedAuth(backend)?.currentOrganization?.id).toBe(3);
    expect(backend.world.read((s) => s.accounts.find((a) => a.id === 1)?.organizationIds)).toEqual([1, 2, 3]);
  });

  it('an accepted invitation is consumed: loading it again fails with 招待状の読み込みに失敗しました。', async () => {
    const backend = await signedIn(makeBackend, 'manager@example.jp');
    await backend.container.get(AcceptInvitation).execute(toSolo);
    expect(await backend.container.get(LoadInvitation).execute(managerToSolo)).toEqual(
      failedWith('招待状の読み込みに失敗しました。'),
    );
    expect(await backend.container.get(AcceptInvitation).execute(toSolo)).toEqual(
      failedWith('このアカウントでは参加できません。'),
    );
  });

  it('case 3: signed in as another account → wrong-account, showing who is signed in; accepting is refused', async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    const loaded = rightOf(await backend.container.get(LoadInvitation).execute(managerToSolo));
    expect({ case: loaded.case, signedInEmail: loaded.signedInEmail }).toEqual({
      case: 'wrong-account',
      signedInEmail: 'solo@example.jp',
    });
    expect(await backend.container.get(AcceptInvitation).execute(toSolo)).toEqual(
      failedWith('このアカウントでは参加できません。'),
    );
    expect(backend.world.read((s) => s.accounts.find((a) => a.email === 'solo@example.jp')?.organizationIds)).toEqual([
      3,
    ]);
    expect(backend.events.unauthorizedCount).toBe(0);
  });

  it('case 4: not signed in → login-required', async () => {
    const backend = makeBackend();
    const loaded = rightOf(await backend.container.get(LoadInvitation).execute(managerToSolo));
    expect(loaded.case).toBe('login-required');
  });

  it('an unknown or expired invitation fails to load with the alert text', async () => {
    const backend = makeBackend();
    const load = backend.container.get(LoadInvitation);
    expect(await load.execute('no-such-invitation')).toEqual(failedWith('招待状の読み込みに失敗しました。'));
    backend.clock.advance(8 * 24 * 3_600_000);
    expect(await load.execute(newManager)).toEqual(failedWith('招待状の読み込みに失敗しました。'));
  });
});

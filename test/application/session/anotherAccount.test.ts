import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SaveGuest } from '../../../src/application/guests/SaveGuest';
import { ANOTHER_ACCOUNT, AuthStore } from '../../../src/application/ports/AuthStore';
import { Login } from '../../../src/application/session/Login';
import { AUTH_STORAGE_KEY } from '../../../src/infrastructure/browser/LocalStorageAuthStore';
import { SESSION_MESSAGES } from '../../../src/domain/session/messages';
import { DEMO_PASSWORD } from '../../../src/infrastructure/memory/world/platformSeed';
import { BACKENDS, signedIn, storedAuth, type Backend } from '../../support/backends';
import { recordRequests, type SentRequest } from '../../support/wire';
import { failed, success } from '../../support/outcomes';

/** Guest 2 of organization 1, renamed (by a use case of a page made now, or of `page`). */
const rename = (backend: Backend, name: string, page: SaveGuest = backend.container.get(SaveGuest)) =>
  page.execute({
    id: 2,
    name,
    groupsBefore: [],
    groupsAfter: [],
    isConnected: backend.world.read((s) => s.guests.find((g) => g.id === 2)?.isConnected ?? false),
  });
const guest2 = (backend: Backend) => backend.world.read((s) => s.guests.find((g) => g.id === 2)?.name);

/**
 * This tab shows manager 山田 太郎 in organization 1; another tab signs in as 佐藤 花子, made a manager of
 * organization 1 too (the same organization id: the case a comparison of organizations alone missed).
 */
const anotherTabSignsInAsSolo = async (backend: Backend) => {
  backend.world.write((s) => {
    const solo = s.accounts.find((a) => a.email === 'solo@example.jp');
    if (solo) solo.organizationIds = [1, 3];
  });
  const mine = storedAuth(backend);
  if (mine === null) throw new Error('not signed in');
  // the other tab's sign-in: the same Login, then this tab's store is put back on its own manager
  const signed = await backend.container.get(Login).execute({ email: 'solo@example.jp', password: DEMO_PASSWORD });
  expect(signed).toEqual(success());
  const theirs = storedAuth(backend);
  if (theirs === null) throw new Error('the other sign-in stored nothing');
  const store = backend.container.get<AuthStore>(AuthStore);
  store.save(mine);
  // what the other tab wrote into the storage every tab shares
  backend.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(theirs));
  expect(theirs.currentOrganization?.id).toBe(1);
  expect(theirs.me.id).not.toBe(mine.me.id);
  return { store, theirs };
};

describe.each(BACKENDS)('a sign-in as another manager in another tab, on the %s backend', (name, makeBackend) => {
  it("no call of this tab's page goes out with the other manager's token until the tab follows", async () => {
    const backend = await signedIn(makeBackend);
    const sent: SentRequest[] = name === 'http' ? recordRequests() : [];
    // a page made while this tab showed 山田 太郎
    const page = backend.container.get(SaveGuest);
    const { store, theirs } = await anotherTabSignsInAsSolo(backend);
    const before = guest2(backend);
    sent.length = 0;
    expect(store.tokenForThisTab()).toBe(ANOTHER_ACCOUNT);
    // the page says why (CurrentOrganization); a use case made after the sign-in is refused by the client itself
    expect(await rename(backend, '別アカウントで保存されない名前', page)).toEqual(
      E.left({ kind: 'OrganizationChanged', message: SESSION_MESSAGES.accountSwitchedElsewhere }),
    );
    const refused = await rename(backend, '別アカウントで保存されない名前');
    expect(refused).toEqual(failed());
    expect(guest2(backend)).toBe(before);
    // nothing reached the server, and no client-wide 401 (which would end the other tab's session)
    expect(sent.filter((r) => r.authorization === `Bearer ${theirs.token}`)).toEqual([]);
    expect(backend.events.unauthorizedCount).toBe(0);
    expect(storedAuth(backend)?.token).toBe(theirs.token);
    // the tab follows (SessionFollower): its calls now carry the session it shows
    store.follow();
    expect(store.tokenForThisTab()).toBe(theirs.token);
    expect(await rename(backend, '佐藤 花子が保存した名前')).toEqual(success());
    expect(guest2(backend)).toBe('佐藤 花子が保存した名前');
  });
});

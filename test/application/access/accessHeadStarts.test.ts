import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { GuestAccessHeadStart } from '../../../src/application/access/GuestAccessHeadStart';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { LockAccessHeadStart } from '../../../src/application/access/LockAccessHeadStart';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { LockGateway } from '../../../src/application/locks/ports/LockGateway';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { CallPool } from '../../../src/application/shared/CallPool';
import { HEAD_START_TAKE_WITHIN_MS } from '../../../src/application/shared/HeadStart';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { rightOf } from '../../support/outcomes';
import { portCalls } from '../../support/portCalls';

/** 本社 正面玄関 (organization 1); グランハイツ101 is lock 31 of organization 2, also the manager's. */
const FRONT_DOOR = 1;
const OTHER_LOCK = 31;
const frontDoorPage = (organizationId: number) =>
  `list {"organizationId":${organizationId},"page":1,"lockName":"本社 正面玄関","sort":null}`;

const lockCalls = (backend: Backend): string[] => portCalls(backend, LockGateway);

/** Until both calls asked for ahead have gone out (the lock, then, once it answered, its owner's page). */
const bothAsked = (calls: ReadonlyArray<string>) => vi.waitFor(() => expect(calls).toHaveLength(2));

// the router asks for the lock and the first look at whose it is beside the guard's refresh on entering この扉を開けられる人
describe.each(BACKENDS)('この扉を開けられる人 asked for ahead of its screen (%s)', (_name, makeBackend) => {
  it('the view takes the lock and the owner’s page asked for ahead: the same reading, neither read again', async () => {
    const plain = await signedIn(makeBackend);
    const expected = rightOf(await plain.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool()));
    const backend = await signedIn(makeBackend);
    const calls = lockCalls(backend);
    backend.container.get(LockAccessHeadStart).start({ id: String(FRONT_DOOR) });
    expect(calls).toEqual(['get 1']);
    await bothAsked(calls);
    expect(calls).toEqual(['get 1', frontDoorPage(1)]);
    const pool = new CallPool();
    const access = rightOf(await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, pool));
    expect(access).toEqual(expected);
    expect(calls).toEqual(['get 1', frontDoorPage(1)]);
    // both still count as the view's calls in its progress
    expect(pool.snapshot.done).toBe(22);
    // a second reading (again, another moment) reads both anew
    await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool());
    expect(calls).toEqual(['get 1', frontDoorPage(1), 'get 1', frontDoorPage(1)]);
  });

  it('with the lock, the groups’ search and its first group’s first page of connected guests: taken, not asked again', async () => {
    const plain = await signedIn(makeBackend);
    const plainGroups = portCalls(plain, GroupsGateway);
    const plainGuests = portCalls(plain, GuestsGateway);
    const expected = rightOf(await plain.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool()));
    const backend = await signedIn(makeBackend);
    const locks = lockCalls(backend);
    const groups = portCalls(backend, GroupsGateway);
    const guests = portCalls(backend, GuestsGateway);
    backend.container.get(LockAccessHeadStart).start({ id: String(FRONT_DOOR) });
    // nothing before the lock has answered: what to ask depends on its groups
    expect([...groups, ...guests]).toEqual([]);
    await bothAsked(locks);
    const firstGroup = (expected.kind === 'own' ? expected.value.groups : []).length;
    expect(firstGroup).toBeGreaterThan(0);
    expect(groups).toEqual(['search 1']);
    expect(guests).toEqual([plainGuests[0]]);
    expect(guests[0]).toContain('"isConnected":true');
    expect(guests[0]).toContain('"page":1');
    const access = rightOf(await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool()));
    expect(access).toEqual(expected);
    // the same calls as a reading without the head start, none twice
    expect(groups).toEqual(plainGroups);
    expect([...guests].sort()).toEqual([...plainGuests].sort());
  });

  it('a lock that names no group: no search and no guests are asked ahead', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.groupLocks = s.groupLocks.filter((link) => link.lockId !== FRONT_DOOR);
    });
    const locks = lockCalls(backend);
    const groups = portCalls(backend, GroupsGateway);
    const guests = portCalls(backend, GuestsGateway);
    backend.container.get(LockAccessHeadStart).start({ id: String(FRONT_DOOR) });
    await bothAsked(locks);
    await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool());
    expect([...groups, ...guests]).toEqual([]);
  });

  it('another organization made current by the refresh: the lock is handed out, its owner’s page is asked anew', async () => {
    const backend = await signedIn(makeBackend);
    const calls = lockCalls(backend);
    backend.container.get(LockAccessHeadStart).start({ id: String(FRONT_DOOR) });
    await bothAsked(calls);
    backend.container.get(SwitchOrganization).execute(2);
    const result = rightOf(await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool()));
    expect(result).toEqual({
      kind: 'elsewhere',
      organization: { id: 1, name: '株式会社キュリオデモ' },
      recordName: '本社 正面玄関',
    });
    expect(calls).toEqual(['get 1', frontDoorPage(1), frontDoorPage(2), frontDoorPage(1)]);
  });

  it('another organization’s lock: the first look answers “not here”, and the others are asked as without it', async () => {
    const backend = await signedIn(makeBackend);
    const calls = lockCalls(backend);
    backend.container.get(LockAccessHeadStart).start({ id: String(OTHER_LOCK) });
    await bothAsked(calls);
    const result = await backend.container.get(LoadLockAccess).execute(OTHER_LOCK, new CallPool());
    expect(result).toEqual(
      E.right({
        kind: 'elsewhere',
        organization: { id: 2, name: 'デモ不動産合同会社' },
        recordName: 'グランハイツ101',
      }),
    );
    const page = (id: number) => `list {"organizationId":${id},"page":1,"lockName":"グランハイツ101","sort":null}`;
    expect(calls).toEqual(['get 31', page(1), page(2)]);
  });

  it('answers not taken within the window, or asked for another lock, are not handed out', async () => {
    const backend = await signedIn(makeBackend);
    const calls = lockCalls(backend);
    const headStart = backend.container.get(LockAccessHeadStart);
    headStart.start({ id: String(FRONT_DOOR) });
    await bothAsked(calls);
    backend.clock.advance(HEAD_START_TAKE_WITHIN_MS + 1);
    await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool());
    expect(calls).toEqual(['get 1', frontDoorPage(1), 'get 1', frontDoorPage(1)]);
    calls.length = 0;
    headStart.start({ id: String(OTHER_LOCK) });
    await bothAsked(calls);
    await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool());
    expect(calls.filter((c) => c.startsWith('get'))).toEqual(['get 31', 'get 1']);
  });

  it('asks for nothing without a session or with an address that names no lock', async () => {
    const outside = makeBackend();
    const outsideCalls = lockCalls(outside);
    outside.container.get(LockAccessHeadStart).start({ id: '1' });
    expect(outsideCalls).toEqual([]);
    const backend = await signedIn(makeBackend);
    const calls = lockCalls(backend);
    for (const id of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999'])
      backend.container.get(LockAccessHeadStart).start({ id });
    expect(calls).toEqual([]);
  });
});

// the same two reads for この人が開けられる扉: the guest, then the first page of the guests with its name
describe.each(BACKENDS)('この人が開けられる扉 asked for ahead of its screen (%s)', (_name, makeBackend) => {
  const GUEST = 1;
  const firstLooks = (calls: ReadonlyArray<string>) =>
    calls.filter((c) => c.startsWith('get') || (c.startsWith('search') && !c.includes('groupId')));

  it('the view takes the guest and the owner’s page asked for ahead: the same reading, neither read again', async () => {
    const plain = await signedIn(makeBackend);
    const expected = rightOf(await plain.container.get(LoadGuestAccess).execute(GUEST, new CallPool()));
    const backend = await signedIn(makeBackend);
    const calls = portCalls(backend, GuestsGateway);
    backend.container.get(GuestAccessHeadStart).start({ guest_id: String(GUEST) });
    await bothAsked(calls);
    const own = expected.kind === 'own' ? expected.value.guest : null;
    expect(own?.id).toBe(GUEST);
    const namesPage = `search ${JSON.stringify({ organizationId: 1, name: own?.name, isConnected: own?.isConnected, page: 1, perPage: 100 })}`;
    expect(calls).toEqual(['get 1', namesPage]);
    expect(rightOf(await backend.container.get(LoadGuestAccess).execute(GUEST, new CallPool()))).toEqual(expected);
    expect(firstLooks(calls)).toEqual(['get 1', namesPage]);
    await backend.container.get(LoadGuestAccess).execute(GUEST, new CallPool());
    expect(firstLooks(calls)).toEqual(['get 1', namesPage, 'get 1', namesPage]);
  });

  it('asks for nothing with an address that names no guest', async () => {
    const backend = await signedIn(makeBackend);
    const calls = portCalls(backend, GuestsGateway);
    for (const guestId of [undefined, '0', 'x'])
      backend.container.get(GuestAccessHeadStart).start({ guest_id: guestId });
    expect(calls).toEqual([]);
  });
});

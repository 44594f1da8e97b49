import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { keypadsOf } from '../../../src/application/access/organizationReads';
import { CallPool, MAX_IN_FLIGHT } from '../../../src/application/shared/CallPool';
import { wireLockListOf } from '../../../src/infrastructure/http/locks/codecs';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, httpBackend, mswServer, signedIn, storedAuth, type Backend } from '../../support/backends';
import { recordRequests } from '../../support/wire';
import { readsOf, type Meter } from './meteredReads';
import { failedWith, rightOf } from '../../support/outcomes';

const firstOf = <T>(items: ReadonlyArray<T>): T => {
  const [first] = items;
  if (first === undefined) throw new Error('none');
  return first;
};

const organizationOf = (backend: Backend): number => {
  const id = storedAuth(backend)?.currentOrganization?.id;
  if (typeof id !== 'number') throw new Error('no organization');
  return id;
};

const pathsOf = (sent: ReadonlyArray<{ path: string }>) => sent.map((r) => r.path).sort();

describe.each(BACKENDS)('organizationReads on the %s backend', (_name, makeBackend) => {
  it('reads every lock, every keypad with its side, and both tabs of every keypad’s cards and PINs, four at most', async () => {
    const backend = await signedIn(makeBackend);
    const organizationId = organizationOf(backend);
    const sent = backend.name === 'http' ? recordRequests() : [];
    const meter: Meter = { calls: [], inFlight: 0, most: 0 };
    const reads = readsOf(backend, meter);
    const pool = new CallPool();

    const locks = rightOf(await reads.locks(pool));
    const worldLocks = backend.world.read((s) => s.locks.filter((l) => l.organizationId === organizationId));
    expect(locks.map((l) => l.id).sort((a, b) => a - b)).toEqual(worldLocks.map((l) => l.id).sort((a, b) => a - b));
    const lockPages = meter.calls.length;
    expect(lockPages).toBe(Math.ceil(worldLocks.length / 10));

    const keypads = keypadsOf(locks);
    const worldKeypads = worldLocks.flatMap((l) =>
      l.keypads.map((k) => ({ lock: l.id, keypad: k.id, use: k.useCase })),
    );
    expect(
      keypads
        .map((k) => ({ lock: k.lock.id, keypad: k.keypad.id, use: k.keypad.useCase }))
        .sort((a, b) => a.keypad - b.keypad),
    ).toEqual([...worldKeypads].sort((a, b) => a.keypad - b.keypad));
    // use_case 0 outdoor, 1 or 8 indoor (devices-access §3), outdoor first on each lock
    keypads.forEach((k) =>
      expect(k.side).toBe(k.keypad.useCase === 0 ? 'outdoor' : [1, 8].includes(k.keypad.useCase) ? 'indoor' : null),
    );

    const cards = rightOf(await reads.keypadCards(pool, keypads));
    const pins = rightOf(await reads.keypadPins(pool, keypads));
    for (const { keypad, registered, registering } of cards) {
      const onKeypad = backend.world.read((s) => s.keypadCards.filter((k) => k.keypadId === keypad.keypad.id));
      expect(registered.map((c) => c.id).sort()).toEqual(
        onKeypad
          .filter((k) => k.status === 'registered' || k.status === 'deleting')
          .map((k) => k.id)
          .sort(),
      );
      expect(registering.map((c) => c.id).sort()).toEqual(
        onKeypad
          .filter((k) => k.status === 'registering' || k.status === 'failed')
          .map((k) => k.id)
          .sort(),
      );
    }
    const demoPins = pins.find((p) => p.keypad.keypad.id === DEMO_PINS.keypad);
    expect({
      registered: demoPins?.registered.map((p) => p.name).sort(),
      registering: demoPins?.registering.map((p) => p.name).sort(),
    }).toEqual({
      registered: ['夜間スタッフ', '清掃業者', '警備会社', '設備点検', DEMO_PINS.expiredName].sort(),
      registering: [DEMO_PINS.failedName, DEMO_PINS.registeringName].sort(),
    });
    for (const { keypad, registered, registering } of pins) {
      const onKeypad = backend.world.read((s) =>
        s.pins.filter((p) => p.keypadId === keypad.keypad.id && p.status !== 'deleting'),
      );
      expect(registered.length + registering.length).toBe(onKeypad.length);
    }

    // one call per keypad and list, and a second (the registering tab) only where something registers
    const withRegistering = (items: ReadonlyArray<{ registering: ReadonlyArray<unknown> }>) =>
      items.filter((k) => k.registering.length > 0).length;
    const cardCalls = keypads.length + withRegistering(cards);
    const pinCalls = keypads.length + withRegistering(pins);
    expect(withRegistering(pins)).toBeGreaterThan(0);
    expect(meter.calls.length).toBe(lockPages + cardCalls + pinCalls);
    expect(pool.snapshot).toEqual({ done: meter.calls.length, total: meter.calls.length });
    expect(meter.most).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    expect(meter.inFlight).toBe(0);

    if (backend.name === 'http') {
      expect(meter.most).toBe(MAX_IN_FLIGHT);
      const registeringTab = (
        items: ReadonlyArray<{ keypad: { keypad: { id: number } }; registering: ReadonlyArray<unknown> }>,
      ) => items.filter((k) => k.registering.length > 0).map((k) => k.keypad.keypad.id);
      expect(pathsOf(sent)).toEqual(
        [
          ...Array.from(
            { length: lockPages },
            (_, i) => `/v1/console/locks?organization_id=${organizationId}&page=${i + 1}`,
          ),
          ...keypads.map(
            (k) => `/v1/console/knight_cards?knight_id=${k.keypad.id}&page=1&per_page=100&is_registered=true`,
          ),
          ...registeringTab(cards).map(
            (id) => `/v1/console/knight_cards?knight_id=${id}&page=1&per_page=100&is_registered=false`,
          ),
          ...keypads.map(
            (k) => `/v1/console/knight_pins/?knight_id=${k.keypad.id}&page=1&per_page=100&is_registered=true`,
          ),
          ...registeringTab(pins).map(
            (id) => `/v1/console/knight_pins/?knight_id=${id}&page=1&per_page=100&is_registered=false`,
          ),
        ].sort(),
      );
    }
  });

  it('reads the groups with their conditions, every guest, the cards without a user and the invitations, one call each where it can', async () => {
    const backend = await signedIn(makeBackend);
    const organizationId = organizationOf(backend);
    const sent = backend.name === 'http' ? recordRequests() : [];
    const meter: Meter = { calls: [], inFlight: 0, most: 0 };
    const reads = readsOf(backend, meter);
    const pool = new CallPool();

    const groups = rightOf(await reads.groups(pool));
    const worldGroups = backend.world.read((s) => s.groups.filter((g) => g.organizationId === organizationId));
    expect(groups.map((g) => g.id).sort()).toEqual(worldGroups.map((g) => g.id).sort());
    expect(groups.some((g) => g.whole)).toBe(true);
    expect(groups.some((g) => g.conditions.daily !== null)).toBe(true);

    const guests = rightOf(await reads.guests(pool));
    const worldGuests = backend.world.read((s) => s.guests.filter((g) => g.organizationId === organizationId));
    expect(guests.length).toBe(worldGuests.length);

    const noUser = rightOf(await reads.cardMasters(pool, false));
    const worldNoUser = backend.world.read((s) =>
      s.cardMasters.filter((c) => c.organizationId === organizationId && c.guestId === null),
    );
    expect(noUser.map((c) => c.id).sort()).toEqual(worldNoUser.map((c) => c.id).sort());

    // fewer guests than groups: asked per guest; more: per group
    const unconnected = guests.filter((g) => !g.isConnected).map((g) => g.id);
    const named = groups.filter((g) => !g.whole).map((g) => g.id);
    const perGuest = rightOf(await reads.invitations(pool, unconnected.slice(0, 1), named));
    const perGroup = rightOf(await reads.invitations(pool, unconnected, named));
    const first = unconnected[0] ?? -1;
    expect(perGuest.get(first) ?? []).toEqual(perGroup.get(first) ?? []);

    const cardPages = Math.max(1, Math.ceil(worldNoUser.length / 100));
    expect(meter.calls).toEqual([
      'groups.search',
      'guests.all',
      ...Array.from({ length: cardPages }, () => 'cards.search'),
      'guests.groupsOf',
      ...named.map(() => 'groups.invitedGuests'),
    ]);
    expect(meter.most).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    if (backend.name === 'http') {
      expect(sent.slice(0, 3).map((r) => r.path)).toEqual([
        `/v1/console/groups/search?organization_id=${organizationId}`,
        `/v1/console/guests/all?organization_id=${organizationId}`,
        `/v1/console/card_masters?organization_id=${organizationId}&page=1&per_page=100&is_guest_registered=false`,
      ]);
    }
  });

  it('stops at the first failure and says so in the words of what failed', async () => {
    const backend = await signedIn(makeBackend);
    const reads = readsOf(backend, { calls: [], inFlight: 0, most: 0 });
    // a keypad that is not the organization's: the server refuses it
    const stranger = firstOf(keypadsOf(rightOf(await reads.locks(new CallPool()))));
    const failed = await reads.keypadPins(new CallPool(), [
      { ...stranger, keypad: { ...stranger.keypad, id: 999_999 } },
    ]);
    expect(failed).toEqual(failedWith('暗証番号の情報を取得できませんでした。'));
  });
});

describe('organizationReads.locks without a total from the server', () => {
  it('reads one page at a time, without a total, until a page is shorter than the first', async () => {
    const backend = httpBackend();
    await backend.signIn();
    const all = Array.from({ length: 25 }, (_, i) => i);
    const lock = firstOf(rightOf(await readsOf(backend, { calls: [], inFlight: 0, most: 0 }).locks(new CallPool())));
    mswServer().use(
      http.get('*/v1/console/locks', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const items = all.slice((page - 1) * 10, page * 10).map((i) => ({ ...lock, id: 1000 + i }));
        return HttpResponse.json(wireLockListOf({ items }));
      }),
    );
    const sent = recordRequests();
    const locks = rightOf(await readsOf(backend, { calls: [], inFlight: 0, most: 0 }).locks(new CallPool()));
    expect(locks.map((l) => l.id)).toEqual(all.map((i) => 1000 + i));
    expect(sent.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1', '2', '3']);
  });
});

describe.each(BACKENDS)('organizationReads.locksWithKeypads on the %s backend', (_name, makeBackend) => {
  it('reads the lock pages first, each page’s keypads asked for as the page arrives, the same answers as one by one', async () => {
    const backend = await signedIn(makeBackend);
    const meter: Meter = { calls: [], inFlight: 0, most: 0 };
    const reads = readsOf(backend, meter);
    // one call at a time: the order the pool starts them in is the order asked for, urgency first
    const read = rightOf(await reads.locksWithKeypads(new CallPool(undefined, 1), { pins: true, cards: true }));
    const { calls, most } = { calls: [...meter.calls], most: meter.most };

    const locks = rightOf(await reads.locks(new CallPool()));
    expect(read.locks).toEqual(locks);
    const keypads = keypadsOf(locks);
    expect(read.pins).toEqual(rightOf(await reads.keypadPins(new CallPool(), keypads)));
    expect(read.cards).toEqual(rightOf(await reads.keypadCards(new CallPool(), keypads)));

    // the demo's locks come in two pages of GET locks (10 a page, no total): both first, then the first tab of each
    // page's keypads, PINs then cards, page by page
    const pages = [locks.slice(0, 10), locks.slice(10)];
    expect(pages[1]?.length).toBeGreaterThan(0);
    const firstTabs = pages.flatMap((page) => {
      const onPage = keypadsOf(page).length;
      return [...Array<string>(onPage).fill('pins.list'), ...Array<string>(onPage).fill('cards.keypadCards')];
    });
    expect(calls.slice(0, 2 + firstTabs.length)).toEqual(['locks.list', 'locks.list', ...firstTabs]);
    expect(most).toBe(1);
  });
});

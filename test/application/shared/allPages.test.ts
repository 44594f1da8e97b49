import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { LockGateway } from '../../../src/application/locks/ports/LockGateway';
import type { PortError } from '../../../src/application/ports/PortError';
import { fromPortResult } from '../../../src/application/shared/AppError';
import { ListDoors } from '../../../src/application/remote/ListDoors';
import { allPagesOf, CallPool, readAllPages, type PageOf } from '../../../src/application/shared/CallPool';
import { SERVED_PAGE_SIZES } from '../../../src/infrastructure/memory/world/paging';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { rightOf } from '../../support/outcomes';

/**
 * The one reader of every page of a list (readAllPages / allPagesOf), on both backends against the spec-shaped
 * world: the lock list has no total (devices-access §7: `{locks}`), guests/search has one (`guests` and `total`).
 * Each count is read as served (10 locks a page, 10 guests a page) and with a server that caps every page at 4.
 */

const ORGANIZATION = 1;
const GROUP = 9001;
/** 0 items, exactly one full page, three and a half pages (the served size is 10 for both lists). */
const COUNTS = [0, 10, 35] as const;

/** Replaces organization 1's locks by `count` copies of its first one (ids 7001…), in that order. */
const withLocks = (backend: Backend, count: number): number[] => {
  const ids = Array.from({ length: count }, (_, i) => 7001 + i);
  backend.world.write((s) => {
    const model = s.locks.find((l) => l.organizationId === ORGANIZATION);
    if (!model) throw new Error('no lock to copy');
    s.locks = [
      ...s.locks.filter((l) => l.organizationId !== ORGANIZATION),
      ...ids.map((id, i) => ({ ...model, id, lockName: `扉 ${String(i + 1).padStart(3, '0')}`, keypads: [] })),
    ];
  });
  return ids;
};

/** A group of organization 1 holding `count` new connected guests (ids 8001…). */
const withGroupOf = (backend: Backend, count: number): number[] => {
  const ids = Array.from({ length: count }, (_, i) => 8001 + i);
  backend.world.write((s) => {
    const model = s.groups.find((g) => g.organizationId === ORGANIZATION && !g.whole);
    if (!model) throw new Error('no group to copy');
    s.groups.push({ ...model, id: GROUP, name: '読み込み確認' });
    for (const id of ids) {
      s.guests.push({
        id,
        organizationId: ORGANIZATION,
        name: `確認 ${id}`,
        email: `paging${id}@example.jp`,
        isConnected: true,
        verifyCode: null,
        connectionRequestDate: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      s.memberships.push({ groupId: GROUP, guestId: id });
    }
  });
  return ids;
};

/** Counts the pages asked for, to check none is read twice. */
const counted = <L, T>(fetch: (page: number) => Promise<E.Either<L, PageOf<T>>>) => {
  const asked: number[] = [];
  return {
    asked,
    fetch: (page: number) => {
      asked.push(page);
      return fetch(page);
    },
  };
};

const pagesFor = (count: number, size: number): number[] =>
  // without a total the reader stops at a short or empty page: a last full page costs one more (empty) call
  Array.from({ length: count === 0 ? 1 : Math.floor(count / size) + 1 }, (_, i) => i + 1);

describe.each(BACKENDS)('the one paging reader on the %s backend', (_name, makeBackend) => {
  describe.each([
    ['as served', null],
    ['with a server that caps every page at 4', 4],
  ] as const)('lock list without a total, %s', (_how, cap) => {
    it.each(COUNTS)('%i locks: every one once, in order, no page read twice, no mismatch', async (count) => {
      const backend = await signedIn(makeBackend);
      const ids = withLocks(backend, count);
      backend.world.faults.pageCap = cap;
      const gateway = backend.container.get<LockGateway>(LockGateway);
      const pages = counted((page) => gateway.list({ organizationId: ORGANIZATION, page, lockName: '', sort: null }));
      const read = rightOf(await readAllPages(pages.fetch));
      expect(read.items.map((l) => l.id)).toEqual(ids);
      expect({ total: read.total, mismatch: read.mismatch, complete: read.complete }).toEqual({
        total: null,
        mismatch: null,
        complete: true,
      });
      expect(pages.asked).toEqual(pagesFor(count, cap ?? SERVED_PAGE_SIZES.locks));
    });
  });

  describe.each([
    ['as served', null],
    ['with a server that caps every page at 4', 4],
  ] as const)('guests/search with a total, %s', (_how, cap) => {
    it.each(COUNTS)(
      '%i guests asked 100 a page: every one once, the pages the total implies, no mismatch',
      async (count) => {
        const backend = await signedIn(makeBackend);
        const ids = withGroupOf(backend, count);
        backend.world.faults.pageCap = cap;
        const gateway = backend.container.get<GuestsGateway>(GuestsGateway);
        const pages = counted(async (page) =>
          fromPortResult(
            await gateway.search({
              organizationId: ORGANIZATION,
              name: '',
              isConnected: true,
              groupId: GROUP,
              page,
              perPage: 100,
            }),
            '利用者情報を取得できませんでした。',
          ),
        );
        const pool = new CallPool();
        const items = rightOf(await allPagesOf(pool, pages.fetch));
        expect(items.map((g) => g.id)).toEqual(ids);
        expect(pool.mismatches).toEqual([]);
        const size = cap ?? SERVED_PAGE_SIZES.guests;
        // the total says where the list ends: no empty page after a last full one
        expect(pages.asked).toEqual(Array.from({ length: Math.max(1, Math.ceil(count / size)) }, (_, i) => i + 1));
      },
    );
  });
});

describe.each(BACKENDS)('扉の状態 lists every door on the %s backend', (_name, makeBackend) => {
  it.each([null, 4])(
    '35 locks served without a total (page cap %s): 35 doors, each once, in the server’s order',
    async (cap) => {
      const backend = await signedIn(makeBackend);
      const ids = withLocks(backend, 35);
      backend.world.faults.pageCap = cap;
      const doors = rightOf(await backend.container.get(ListDoors).execute(new CallPool()));
      expect(doors.map((d) => d.lockId)).toEqual(ids);
    },
  );
});

describe('readAllPages, against servers that misbehave', () => {
  const server =
    (rows: ReadonlyArray<number>, size: number, total: number | null = null) =>
    async (page: number): Promise<E.Either<never, PageOf<{ id: number }>>> =>
      E.right({ items: rows.slice((page - 1) * size, page * size).map((id) => ({ id })), total });

  it('a first page shorter than asked is the server’s size, not the end', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    const read = rightOf(await readAllPages(server(rows, 5)));
    expect(read.items.map((r) => r.id)).toEqual(rows);
  });

  it('rows that shift between pages are counted once', async () => {
    // a row added at the front while reading: page 2 starts with the last row of page 1 again
    const before = [1, 2, 3, 4, 5, 6, 7];
    const after = [0, ...before];
    const read = rightOf(await readAllPages(async (page) => server(page === 1 ? before : after, 3)(page)));
    expect(read.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a total that differs from the rows read is reported, in the words the screens show', async () => {
    const pool = new CallPool();
    const items = rightOf(await allPagesOf(pool, server([1, 2, 3, 4, 5], 2, 7)));
    expect(items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(pool.mismatches).toEqual([{ claimed: 7, read: 5 }]);
  });

  it('a server that ignores the page number ends the list at the first page that brings nothing new', async () => {
    const asked: number[] = [];
    const read = rightOf(
      await readAllPages(async (page) => {
        asked.push(page);
        return server([1, 2, 3], 3)(1);
      }),
    );
    expect(read.items.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(asked).toEqual([1, 2]);
  });

  it('the first failure is the answer', async () => {
    const failure: PortError = { _tag: 'Unavailable', reason: 'server', status: 500 };
    const read = await readAllPages(async (page) => (page === 2 ? E.left(failure) : server([1, 2, 3, 4], 2)(page)));
    expect(read).toEqual(E.left(failure));
  });
});

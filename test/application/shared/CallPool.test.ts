import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allPagesOf, CallPool, type CallProgress } from '../../../src/application/shared/CallPool';
import { deferred, type Deferred } from '../../support/deferred';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CallPool', () => {
  it('keeps at most four calls in flight and starts the waiting ones in the order asked', async () => {
    const pool = new CallPool();
    const held: Array<Deferred<number>> = Array.from({ length: 6 }, () => deferred<number>());
    const started: number[] = [];
    const answers = held.map((d, i) =>
      pool.run(() => {
        started.push(i);
        return d.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(pool.snapshot).toEqual({ done: 0, total: 6 });
    held[2]?.resolve(2);
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(pool.snapshot).toEqual({ done: 1, total: 6 });
    held.forEach((d, i) => d.resolve(i));
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pool.snapshot).toEqual({ done: 6, total: 6 });
  });

  it('starts a more urgent waiting call before the less urgent ones, in the order asked within one urgency', async () => {
    const pool = new CallPool(undefined, 1);
    const held = new Map<string, Deferred<string>>();
    const started: string[] = [];
    const ask = (name: string, urgency?: number) => {
      const d = deferred<string>();
      held.set(name, d);
      return pool.run(() => {
        started.push(name);
        return d.promise;
      }, urgency);
    };
    const answers = [ask('a'), ask('b'), ask('c', 1), ask('d'), ask('e', 1), ask('f', 2)];
    expect(started).toEqual(['a']);
    for (const name of ['a', 'f', 'c', 'e', 'b', 'd']) {
      held.get(name)?.resolve(name);
      await flush();
    }
    expect(started).toEqual(['a', 'f', 'c', 'e', 'b', 'd']);
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(pool.snapshot).toEqual({ done: 6, total: 6 });
  });

  it('starts nothing that waits once cancelled, and stops counting', async () => {
    const seen: CallProgress[] = [];
    const pool = new CallPool((p) => seen.push(p), 1);
    const first = deferred<string>();
    let secondStarted = false;
    void pool.run(() => first.promise);
    void pool.run(async () => {
      secondStarted = true;
      return 'b';
    });
    pool.cancel();
    first.resolve('a');
    await flush();
    void pool.run(async () => 'c');
    expect(secondStarted).toBe(false);
    expect(pool.cancelled).toBe(true);
    expect(seen.at(-1)).toEqual({ done: 1, total: 2 });
  });

  it('a branch takes the pool’s turns and counts; cancelled, its waiting calls never start and leave the total', async () => {
    const seen: CallProgress[] = [];
    const pool = new CallPool((p) => seen.push(p), 2);
    const branch = pool.branch();
    const held = new Map<string, Deferred<string>>();
    const started: string[] = [];
    const ask = (through: CallPool, name: string, urgency?: number) => {
      const d = deferred<string>();
      held.set(name, d);
      return through.run(() => {
        started.push(name);
        return d.promise;
      }, urgency);
    };
    const own = ask(pool, 'own');
    const branchFirst = ask(branch, 'branch 1');
    void ask(branch, 'branch 2');
    void ask(branch, 'branch 3');
    const urgent = ask(pool, 'urgent', 1);
    // one limit for both: two in flight, the urgent call of the pool ahead of the branch's waiting ones
    expect(started).toEqual(['own', 'branch 1']);
    expect(branch.snapshot).toEqual({ done: 0, total: 5 });
    branch.noteMismatch({ claimed: 3, read: 2 });
    expect([pool.mismatches, branch.mismatches]).toEqual([[], [{ claimed: 3, read: 2 }]]);
    branch.cancel();
    expect([branch.cancelled, pool.cancelled]).toEqual([true, false]);
    expect(seen.at(-1)).toEqual({ done: 0, total: 3 });
    void ask(branch, 'branch 4');
    held.get('branch 1')?.resolve('b1');
    expect(await branchFirst).toBe('b1');
    await flush();
    expect(started).toEqual(['own', 'branch 1', 'urgent']);
    held.get('own')?.resolve('o');
    held.get('urgent')?.resolve('u');
    expect(await Promise.all([own, urgent])).toEqual(['o', 'u']);
    await flush();
    expect(started).toEqual(['own', 'branch 1', 'urgent']);
    expect(pool.snapshot).toEqual({ done: 3, total: 3 });
    // the pool cancelled: its branches ask for nothing either
    const other = pool.branch();
    pool.cancel();
    expect(other.cancelled).toBe(true);
  });

  describe('told at most every progressEveryMs', () => {
    afterEach(() => vi.useRealTimers());

    it('tells the first counts at once, the latest after the time, and at once when nothing is in flight', async () => {
      vi.useFakeTimers();
      const seen: CallProgress[] = [];
      const pool = new CallPool((p) => seen.push(p), 2, 100);
      const held = Array.from({ length: 3 }, () => deferred<number>());
      const answers = held.map((d) => pool.run(() => d.promise));
      // the first count at once; the two asked in the same moment wait for the time
      expect(seen).toEqual([{ done: 0, total: 1 }]);
      held[0]?.resolve(0);
      await vi.advanceTimersByTimeAsync(40);
      expect(seen).toEqual([{ done: 0, total: 1 }]);
      await vi.advanceTimersByTimeAsync(60);
      // 100 ms after the first: the latest counts, once
      expect(seen).toEqual([
        { done: 0, total: 1 },
        { done: 1, total: 3 },
      ]);
      held[1]?.resolve(1);
      await vi.advanceTimersByTimeAsync(10);
      expect(seen).toHaveLength(2);
      // the last answer: nothing in flight or waiting, told at once (no time passes)
      held[2]?.resolve(2);
      expect(await Promise.all(answers)).toEqual([0, 1, 2]);
      expect(seen.at(-1)).toEqual({ done: 3, total: 3 });
      expect(seen).toHaveLength(3);
      // nothing was left to tell later
      await vi.advanceTimersByTimeAsync(500);
      expect(seen).toHaveLength(3);
    });

    it('tells nothing put off once cancelled', async () => {
      vi.useFakeTimers();
      const seen: CallProgress[] = [];
      const pool = new CallPool((p) => seen.push(p), 4, 100);
      void pool.run(() => new Promise<number>(() => undefined));
      void pool.run(() => new Promise<number>(() => undefined));
      expect(seen).toEqual([{ done: 0, total: 1 }]);
      pool.cancel();
      await vi.advanceTimersByTimeAsync(500);
      expect(seen).toEqual([{ done: 0, total: 1 }]);
    });
  });
});

describe('allPagesOf', () => {
  it('reads page 1, then every other page the total names, and joins them in page order', async () => {
    const pool = new CallPool();
    const asked: number[] = [];
    const items = await allPagesOf(pool, async (page) => {
      asked.push(page);
      return E.right({ items: [page * 10, page * 10 + 1], total: 5, page, perPage: 2 });
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(items).toEqual(E.right([10, 11, 20, 21, 30, 31]));
    expect(pool.snapshot).toEqual({ done: 3, total: 3 });
  });

  it('tells each page’s new rows as the page is read, and reads an urgent list before calls asked earlier', async () => {
    const pool = new CallPool(undefined, 1);
    const asked: string[] = [];
    const told: number[][] = [];
    const other = pool.run(async () => {
      asked.push('other 1');
      return 'other';
    });
    const queued = pool.run(async () => {
      asked.push('other 2');
      return 'other';
    });
    // no total: page after page; the second page repeats row 2 (it is told once)
    const pages: Record<number, number[]> = { 1: [1, 2], 2: [2, 3], 3: [] };
    const items = await allPagesOf(
      pool,
      async (page) => {
        asked.push(`list ${page}`);
        return E.right({ items: (pages[page] ?? []).map((id) => ({ id })), total: null });
      },
      undefined,
      { urgency: 1, onRows: (rows) => told.push(rows.map((r) => r.id)) },
    );
    await Promise.all([other, queued]);
    expect(asked).toEqual(['other 1', 'list 1', 'list 2', 'list 3', 'other 2']);
    expect(told).toEqual([[1, 2], [3]]);
    expect(items).toEqual(E.right([{ id: 1 }, { id: 2 }, { id: 3 }]));
  });

  it('answers the first failure', async () => {
    const failure = E.left({ kind: 'Unavailable', message: '通信に失敗しました。' } as const);
    const result = await allPagesOf(new CallPool(), async (page) =>
      page === 2 ? failure : E.right({ items: [page], total: 3, page, perPage: 1 }),
    );
    expect(result).toEqual(failure);
  });
});

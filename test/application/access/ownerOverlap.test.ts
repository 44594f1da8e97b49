import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { CardsGateway } from '../../../src/application/cards/ports/CardsGateway';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { LockGateway } from '../../../src/application/locks/ports/LockGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { PortErrors } from '../../../src/application/ports/PortError';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { deferred } from '../../support/deferred';
import { rightOf } from '../../support/outcomes';
import { settle } from '../../support/presenters';

/** Every port the two access views read through. */
const PORTS = {
  locks: LockGateway,
  groups: GroupsGateway,
  guests: GuestsGateway,
  pins: PinsGateway,
  cards: CardsGateway,
} as const;

interface Call {
  /** 'guests.search {…}': the port, the method and its first argument. */
  readonly name: string;
  /** Hands the call's answer on (a call not held has been released from the start). */
  release(): void;
  readonly released: boolean;
}

interface Recording {
  /** Held: its answer waits for `release`. */
  readonly hold?: (name: string) => boolean;
  /** Answers instead of the port (a failure), by `port.method`. */
  readonly fakes?: Readonly<Record<string, () => Promise<unknown>>>;
}

/**
 * Every call of the views' ports in the order started, each answer held back when `hold` says so until the test
 * releases it. Rebinds the ports: resolve the use case after this.
 */
const recordCalls = (backend: Backend, { hold = () => false, fakes = {} }: Recording = {}): Call[] => {
  const calls: Call[] = [];
  for (const [port, token] of Object.entries(PORTS)) {
    const real = backend.container.get<object>(token);
    const recorded = new Proxy(real, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const method = `${port}.${String(property)}`;
          const name = `${method} ${typeof args[0] === 'object' ? JSON.stringify(args[0]) : String(args[0])}`;
          const gate = deferred<void>();
          const call = {
            name,
            released: !hold(name),
            release() {
              call.released = true;
              gate.resolve();
            },
          };
          calls.push(call);
          if (call.released) gate.resolve();
          const fake = fakes[method];
          const answer = fake ? fake() : (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          await gate.promise;
          return answer;
        };
      },
    });
    backend.container.rebind<object>(token).toConstantValue(recorded);
  }
  return calls;
};

const namesOf = (calls: ReadonlyArray<Call>): string[] => calls.map((c) => c.name);

/** A reading under way, and whether it has answered yet. */
const underWay = <T>(answer: Promise<Outcome<T>>) => {
  const state: { answered: boolean; answer: Promise<Outcome<T>> } = { answered: false, answer };
  void answer.finally(() => {
    state.answered = true;
  });
  return state;
};

/** An access view: its reading of organization 1's record, and how its look at whose it is shows among the calls. */
interface View {
  readonly view: string;
  readonly read: (backend: Backend, pool: CallPool) => Promise<Outcome<unknown>>;
  readonly isOwners: (name: string) => boolean;
  readonly recordName: string;
  /** The starts of the names of some of the access's first calls. */
  readonly firstOfAccess: ReadonlyArray<string>;
  /** The pool's limit that leaves calls of the access waiting behind its first ones. */
  readonly limit: number;
}

const VIEWS: ReadonlyArray<View> = [
  {
    view: 'この扉を開けられる人',
    read: (backend: Backend, pool: CallPool) => backend.container.get(LoadLockAccess).execute(1, pool),
    // GET locks filtered by the lock's name (the view's other reads never filter by a name)
    isOwners: (name: string) => name.startsWith('locks.list') && name.includes('"lockName":"本社 正面玄関"'),
    recordName: '本社 正面玄関',
    // its groups' guests and its keypads' PINs
    firstOfAccess: ['groups.search 1', 'guests.search {"organizationId":1,"name":"","isConnected":true,', 'pins.list'],
    limit: 4,
  },
  {
    view: 'この人が開けられる扉',
    read: (backend: Backend, pool: CallPool) => backend.container.get(LoadGuestAccess).execute(10, pool),
    // GET guests/search by the guest's name without a group (the view's other searches name the whole group)
    isOwners: (name: string) => name.startsWith('guests.search') && !name.includes('groupId'),
    recordName: '加藤 真理',
    // the whole group looked for, its groups' doors, and its cards
    firstOfAccess: ['groups.search 1', 'groups.get 2', 'locks.list {"organizationId":1,', 'cards.search'],
    // its first reads are four, the most a pool runs at once: one call at a time leaves some waiting
    limit: 1,
  },
];

/** Organization 1 (株式会社キュリオデモ) owns both records; organization 2 is the manager's other one. */
const ORGANIZATION_1 = { id: 1, name: '株式会社キュリオデモ' };

describe.each(BACKENDS)('the access views read beside the look at whose the record is (%s)', (_name, makeBackend) => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
    rejections.length = 0;
  });

  describe.each(VIEWS)('$view', ({ read, isOwners, recordName, firstOfAccess, limit }) => {
    it('asks for all of its reads while whose the record is has not answered, and reads as without the overlap', async () => {
      const plain = await signedIn(makeBackend);
      const plainCalls = recordCalls(plain);
      const expected = rightOf(await read(plain, new CallPool()));
      const backend = await signedIn(makeBackend);
      const calls = recordCalls(backend, { hold: isOwners });
      const pool = new CallPool();
      const reading = underWay(read(backend, pool));
      // the access's first calls, then every call of the reading, asked for with whose it is held back
      await vi.waitFor(() =>
        expect(namesOf(calls)).toEqual(
          expect.arrayContaining(firstOfAccess.map((start) => expect.stringMatching(`^${escape(start)}`))),
        ),
      );
      await vi.waitFor(() => expect([...namesOf(calls)].sort()).toEqual([...namesOf(plainCalls)].sort()));
      expect(calls.filter((c) => !c.released).map((c) => isOwners(c.name))).toEqual([true]);
      expect(reading.answered).toBe(false);
      calls.forEach((c) => c.release());
      expect(await reading.answer).toEqual(E.right(expected));
      expect(pool.snapshot).toEqual({ done: calls.length, total: calls.length });
    });

    it('another organization’s record is named even when its access fails (or throws), and nothing is unhandled', async () => {
      process.on('unhandledRejection', onRejection);
      const backend = await signedIn(makeBackend);
      backend.container.get(SwitchOrganization).execute(2);
      const calls = recordCalls(backend, {
        hold: isOwners,
        fakes: {
          'groups.search': () => Promise.resolve(E.left(PortErrors.unavailable('server', 500))),
          'pins.list': () => Promise.reject(new Error('a port that throws')),
          'cards.search': () => Promise.reject(new Error('a port that throws')),
        },
      });
      const pool = new CallPool();
      const reading = underWay(read(backend, pool));
      // the failing search answered (in organization 2, the page's) before whose the record is
      await vi.waitFor(() => expect(namesOf(calls)).toContain('groups.search 2'));
      await settle();
      expect(reading.answered).toBe(false);
      // organization 2's list does not hold it, organization 1's does
      await vi.waitFor(() => expect(calls.filter((c) => isOwners(c.name) && !c.released)).toHaveLength(1));
      calls.filter((c) => isOwners(c.name)).forEach((c) => c.release());
      await vi.waitFor(() => expect(calls.filter((c) => isOwners(c.name) && !c.released)).toHaveLength(1));
      calls.filter((c) => isOwners(c.name)).forEach((c) => c.release());
      expect(await reading.answer).toEqual(E.right({ kind: 'elsewhere', organization: ORGANIZATION_1, recordName }));
      await vi.waitFor(() => expect(pool.snapshot.done).toBe(pool.snapshot.total));
      await settle();
      expect(rejections).toEqual([]);
    });

    it('whose the record is goes before the access’s waiting calls, which stop once it is another’s', async () => {
      const backend = await signedIn(makeBackend);
      backend.container.get(SwitchOrganization).execute(2);
      // every answer held back but the record's own
      const calls = recordCalls(backend, { hold: (name) => !/^(locks|guests)\.get /.test(name) });
      const pool = new CallPool(undefined, limit);
      const reading = underWay(read(backend, pool));
      const owners = () => calls.filter((c) => isOwners(c.name));
      const held = () => calls.filter((c) => !c.released);
      // the pool is full (organization 2's list and the access's first calls), and calls of the access wait
      await vi.waitFor(() => expect(held()).toHaveLength(limit));
      await settle();
      expect(owners().map((c) => c.released)).toEqual([false]);
      expect(pool.snapshot.total - calls.length).toBeGreaterThanOrEqual(2);
      const [second] = owners();
      const before = calls.length;
      second?.release();
      // not in organization 2's list: organization 1's is asked, and starts ahead of the access's waiting calls at the
      // first free turn (the turn its own answer freed may have gone to the access's next call before it was asked)
      await vi.waitFor(() => expect(held()).toHaveLength(limit));
      await settle();
      if (owners().length === 1) {
        held()[0]?.release();
        await vi.waitFor(() => expect(owners()).toHaveLength(2));
      }
      const [, first] = owners();
      if (!first) throw new Error('organization 1’s list not asked');
      // at most the one call of the access that took the turn its answer freed
      expect(calls.indexOf(first) - before).toBeLessThanOrEqual(1);
      expect(pool.snapshot.total - calls.length).toBeGreaterThanOrEqual(1);
      first.release();
      expect(await reading.answer).toEqual(E.right({ kind: 'elsewhere', organization: ORGANIZATION_1, recordName }));
      // what the access still had waiting left the pool: its calls in flight end, and no other is asked
      const asked = calls.length;
      expect(pool.snapshot.total).toBe(asked);
      calls.forEach((c) => c.release());
      await vi.waitFor(() => expect(pool.snapshot.done).toBe(pool.snapshot.total));
      await settle();
      expect(calls.length).toBe(asked);
      expect(pool.snapshot).toEqual({ done: asked, total: asked });
    });
  });
});

/** A call's name as the start of a regular expression. */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

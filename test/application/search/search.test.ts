import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadLock } from '../../../src/application/locks/LoadLock';
import { RenameLock } from '../../../src/application/locks/RenameLock';
import { ManagersGateway } from '../../../src/application/managers/ports/ManagersGateway';
import { PortErrors } from '../../../src/application/ports/PortError';
import {
  SearchConsole,
  SEARCH_LIST_MAX_AGE_MS,
  type SearchAnswer,
} from '../../../src/application/search/SearchConsole';
import type { Outcome } from '../../../src/application/shared/AppError';
import type { KindHits, SearchKind } from '../../../src/domain/search/results';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { MeteredPool } from '../../support/meteredPool';

const SCREENS = [
  { id: 'attention', title: '要対応', keywords: ['電池', 'でんち'] },
  { id: 'guests', title: '利用者' },
  { id: 'after-hours', title: '時間外・休日の入退室' },
];

const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

const kindOf = (answer: SearchAnswer, kind: SearchKind): KindHits => {
  const found = answer.kinds.find((k) => k.kind === kind);
  if (found === undefined) throw new Error(`no ${kind}`);
  return right(found.result);
};

/** A guest whose name is in katakana, as a manager types it in hiragana. */
const arrangeKatakanaGuest = (backend: Backend): void =>
  backend.world.write((s) => {
    const guest = s.guests.find((g) => g.id === 7);
    if (guest) guest.name = 'ヤマモト ケンジ';
  });

const fullWidth = (text: string): string =>
  Array.from(text, (c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');

describe.each(BACKENDS)('the header’s search on the %s backend', (_name, makeBackend) => {
  it('finds a guest by katakana typed as hiragana, and every kind by name, grouped by kind', async () => {
    const backend = await signedIn(makeBackend);
    arrangeKatakanaGuest(backend);
    const search = backend.container.get(SearchConsole);
    const pool = new MeteredPool();

    const answer = await search.execute('やまもと', SCREENS, pool);
    expect(answer.text).toBe('やまもと');
    expect(answer.kinds.map((k) => k.kind)).toEqual(['lock', 'guest', 'group', 'card', 'manager', 'screen']);
    expect(kindOf(answer, 'guest').hits).toEqual([
      { label: 'ヤマモト ケンジ', detail: 'guest07@example.jp', target: { kind: 'guest', guestId: 7 } },
    ]);

    // the calls of the first search: every kind's list once, through the pool, four at most
    const firstCalls = pool.snapshot.total;
    expect(pool.snapshot.done).toBe(firstCalls);
    expect(pool.most).toBeLessThanOrEqual(4);

    const serial = backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor)?.serialNo ?? '');
    const byWidth = await search.execute(fullWidth(serial.toLowerCase()), SCREENS, pool);
    expect(kindOf(byWidth, 'lock').hits.map((h) => h.target)).toEqual([{ kind: 'lock', lockId: DEMO_LOCKS.frontDoor }]);
    expect(kindOf(await search.execute('GUEST05@', SCREENS, pool), 'guest').hits.map((h) => h.label)).toHaveLength(1);
    expect(kindOf(await search.execute('正社員', SCREENS, pool), 'group').hits.map((h) => h.label)).toEqual(['正社員']);
    expect(kindOf(await search.execute('山田', SCREENS, pool), 'manager').hits[0]).toMatchObject({
      label: '山田 太郎',
      target: { kind: 'manager', managerId: 1 },
    });
    const cardUser = backend.world.read((s) => s.cardMasters.find((c) => c.organizationId === 1 && c.guestId !== null));
    const cardHit = kindOf(await search.execute(`ID${cardUser?.id ?? 0}`, SCREENS, pool), 'card').hits[0];
    expect(cardHit?.target).toEqual({ kind: 'card', cardId: cardUser?.id, hasUser: true });
    expect(kindOf(await search.execute('でんち', SCREENS, pool), 'screen').hits[0]?.target).toEqual({
      kind: 'screen',
      screen: 'attention',
    });
    // typing costs no call: every list was kept
    expect(pool.snapshot.total).toBe(firstCalls);
  });

  it('reads a list once for searches that overlap, each answer carrying its own text', async () => {
    const backend = await signedIn(makeBackend);
    const search = backend.container.get(SearchConsole);
    const pool = new MeteredPool();
    const seen: string[] = [];
    const [older, newer] = await Promise.all([
      search.execute('本', SCREENS, pool, (kind) => seen.push(`${kind.text}:${kind.kind}`)),
      search.execute('本社', SCREENS, pool),
    ]);
    expect([older.text, newer.text]).toEqual(['本', '本社']);
    expect(seen).toContain('本:lock');
    const single = new MeteredPool();
    await backend.container.get(SearchConsole).execute('x', SCREENS, single);
    // kept by the first: the same organization's second search box reads nothing
    expect(single.snapshot.total).toBe(0);
    const fresh = await signedIn(makeBackend);
    const alone = new MeteredPool();
    await fresh.container.get(SearchConsole).execute('本', SCREENS, alone);
    expect(pool.snapshot.total).toBe(alone.snapshot.total);
  });

  it('reads again after a write of this tab, or once the lists are old', async () => {
    const backend = await signedIn(makeBackend);
    const search = backend.container.get(SearchConsole);
    const pool = new MeteredPool();
    await search.execute('本社', SCREENS, pool);
    const first = pool.snapshot.total;

    const lock = right(await backend.container.get(LoadLock).execute(DEMO_LOCKS.frontDoor));
    right(await backend.container.get(RenameLock).execute(lock, '本館 エントランス'));
    const renamed = await search.execute('エントランス', SCREENS, pool);
    expect(kindOf(renamed, 'lock').hits.map((h) => h.label)).toEqual(['本館 エントランス']);
    expect(pool.snapshot.total).toBe(2 * first);

    backend.clock.advance(SEARCH_LIST_MAX_AGE_MS);
    await search.execute('本館', SCREENS, pool);
    expect(pool.snapshot.total).toBe(3 * first);
  });

  it('answers the other kinds when one list cannot be read, and nothing for spaces', async () => {
    const backend = await signedIn(makeBackend);
    const real = backend.container.get<ManagersGateway>(ManagersGateway);
    backend.container.rebind<ManagersGateway>(ManagersGateway).toConstantValue({
      ...real,
      search: () => Promise.resolve(E.left(PortErrors.unavailable('server', 500))),
    });
    const answer = await backend.container.get(SearchConsole).execute('山田', SCREENS, new MeteredPool());
    expect(answer.kinds.find((k) => k.kind === 'manager')?.result).toEqual(
      E.left({ kind: 'Unavailable', message: '管理者情報の取得に失敗しました。' }),
    );
    expect(E.isRight(answer.kinds.find((k) => k.kind === 'guest')?.result ?? E.left(null))).toBe(true);

    const pool = new MeteredPool();
    expect(await backend.container.get(SearchConsole).execute(' 　 ', SCREENS, pool)).toEqual({
      text: ' 　 ',
      kinds: [],
    });
    expect(pool.snapshot.total).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { CallPool } from '../../../src/application/shared/CallPool';
import { lockAccessAt } from '../../../src/domain/access/lockAccess';
import { ACCESS_MESSAGES } from '../../../src/domain/access/messages';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { BACKENDS, httpBackend, mswServer, signedIn, TODAY } from '../../support/backends';
import { failedWith, failure, rightOf } from '../../support/outcomes';
import { recordRequests } from '../../support/wire';
import { http, HttpResponse } from 'msw';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** 本社 正面玄関: in the whole group and four named ones, keypads 101 (outdoor) and 102 (indoor). */
const FRONT_DOOR = 1;

describe.each(BACKENDS)('この扉を開けられる人 on the %s backend', (name, makeBackend) => {
  it('reads every group of the lock with its guests, and each side’s PINs and cards, through one pool of 21 calls', async () => {
    const backend = await signedIn(makeBackend);
    const sent = name === 'memory' ? null : recordRequests();
    const progress: string[] = [];
    const pool = new CallPool((p) => progress.push(`${p.done}/${p.total}`));
    const result = rightOf(await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, pool));
    if (result.kind !== 'own') throw new Error('not read as organization 1’s lock');
    expect(result.organization).toEqual({ id: 1, name: '株式会社キュリオデモ' });
    const access = result.value;

    expect(access.lockName).toBe('本社 正面玄関');
    // the named groups in the lock's order, the organization-wide one last
    expect(access.groups.map((g) => [g.id, g.whole, g.guests.map((guest) => guest.id)])).toEqual([
      [DEMO_GROUPS.unrestricted, false, range(1, 8)],
      [DEMO_GROUPS.period, false, [9, 10, 11, 12, 20]],
      [DEMO_GROUPS.night, false, [13, 14, 15]],
      [DEMO_GROUPS.weekdays, false, range(16, 22)],
      [DEMO_GROUPS.whole, true, range(1, 18)],
    ]);
    expect(access.groups[1]?.guests.find((g) => g.id === 20)?.isConnected).toBe(false);
    expect(access.groups[2]?.conditions.daily).toEqual({ fromMinute: 22 * 60, expiresInMinutes: 8 * 60 });
    expect(
      access.keypads.map((k) => [k.id, k.side, k.pins.map((p) => p.name), k.cards.map((c) => c.guestName)]),
    ).toEqual([
      [
        101,
        'outdoor',
        ['清掃業者', '警備会社', '夜間スタッフ', '来客用（先月）', '設備点検', '新人研修', '臨時作業員'],
        expect.arrayContaining([expect.any(String)]),
      ],
      [102, 'indoor', ['役員用'], []],
    ]);
    expect(access.keypads[0]?.cards.map((c) => c.registrationJobStatus)).toEqual([
      'success',
      'success',
      'in_progress',
      'failed',
    ]);

    // Saturday 10:00 in Japan: 正社員, 短期プロジェクト and 全員 open; 夜間警備 and 平日スタッフ do not
    const now = lockAccessAt(access, TODAY);
    expect(now.totals).toEqual({ guests: 18, pins: 5, cards: 2 });
    expect(now.groups.map((g) => [g.title, g.status, g.opensCount])).toEqual([
      ['正社員', '開けられる', 8],
      ['短期プロジェクト', '開けられる', 4],
      ['夜間警備', '利用時間外', 0],
      ['平日スタッフ', '利用できない曜日', 0],
      ['組織全体（全員）', '開けられる', 18],
    ]);

    // guests/search serves 10 a page whatever per_page asks (devices-access §9): the 18 of 全員 take two pages;
    // and one call says whose lock it is
    expect(pool.snapshot).toEqual({ done: 22, total: 22 });
    expect(progress.at(-1)).toBe('22/22');
    if (sent !== null) {
      const guestSearch = (group: number, connected: boolean, page = 1) =>
        `/v1/console/guests/search?organization_id=1&is_connected=${connected}&group_id=${group}&page=${page}&per_page=100`;
      const keypadList = (path: string, keypad: number, registered: boolean) =>
        `${path}?knight_id=${keypad}&page=1&per_page=100&is_registered=${registered}`;
      expect(sent.map((s) => `${s.method} ${s.path}`).sort()).toEqual(
        [
          'GET /v1/console/locks/1',
          // whose lock it is: organization 1's list, filtered by the lock's name
          `GET /v1/console/locks?organization_id=1&page=1&lock_name=${new URLSearchParams({ n: '本社 正面玄関' }).toString().slice(2)}`,
          'GET /v1/console/groups/search?organization_id=1',
          ...[1, 2, 3, 4, 5].flatMap((g) => [guestSearch(g, true), guestSearch(g, false)]),
          guestSearch(5, true, 2),
          ...[101, 102].flatMap((k) => [
            keypadList('/v1/console/knight_pins/', k, true),
            keypadList('/v1/console/knight_pins/', k, false),
            keypadList('/v1/console/knight_cards', k, true),
            keypadList('/v1/console/knight_cards', k, false),
          ]),
        ]
          .map((path) => (path.startsWith('GET ') ? path : `GET ${path}`))
          .sort(),
      );
    }
  });

  it('pages through a group larger than one page', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      for (let i = 0; i < 130; i += 1) {
        const id = 5000 + i;
        s.guests.push({
          id,
          organizationId: 1,
          name: `大人数 ${i}`,
          email: `many${i}@example.jp`,
          isConnected: true,
          verifyCode: null,
          connectionRequestDate: null,
          createdAt: TODAY.toISOString(),
        });
        s.memberships.push({ groupId: DEMO_GROUPS.unrestricted, guestId: id });
      }
    });
    const pool = new CallPool();
    const result = rightOf(await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, pool));
    if (result.kind !== 'own') throw new Error('not read as organization 1’s lock');
    expect(result.value.groups[0]?.guests).toHaveLength(138);
    // 10 a page (the server's size, not the 100 asked for): 14 pages for the group, 2 for 全員; one says whose lock
    expect(pool.snapshot).toEqual({ done: 35, total: 35 });
  });

  it('a lock that is gone says so', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(LoadLockAccess).execute(999, new CallPool());
    expect(result).toEqual(failure('NotFound', LOCK_MESSAGES.lockNotFound));
  });
});

describe('この扉を開けられる人 over HTTP', () => {
  it('one failed call fails the reading with the view’s sentence', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/knight_cards', () => new HttpResponse(null, { status: 500 })));
    const result = await backend.container.get(LoadLockAccess).execute(FRONT_DOOR, new CallPool());
    expect(result).toEqual(failedWith(ACCESS_MESSAGES.loadFailed));
  });
});

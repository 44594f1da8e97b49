import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FindLocksNeedingBattery } from '../../../src/application/locks/FindLocksNeedingBattery';
import { ListLocks } from '../../../src/application/locks/ListLocks';
import { LoadLockSettings } from '../../../src/application/locks/LoadLockSettings';
import { RenameLock } from '../../../src/application/locks/RenameLock';
import { SaveLockGroups } from '../../../src/application/locks/SaveLockGroups';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { hubModelLabelOf } from '../../../src/domain/locks/hub';
import { FIRST_LOCK_QUERY } from '../../../src/domain/locks/listing';
import { MODEL_IDS } from '../../../src/domain/locks/lock';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { BACKENDS, signedIn } from '../../support/backends';
import { invalid, rightOf } from '../../support/outcomes';

const names = (page: { items: ReadonlyArray<{ setting: { lockName: string } }> }) =>
  page.items.map((l) => l.setting.lockName);

describe.each(BACKENDS)('locks on the %s backend', (_name, makeBackend) => {
  it('pages through the 17 locks of organization 1 as the server serves them, claiming no total it never sent', async () => {
    const backend = await signedIn(makeBackend);
    const list = backend.container.get(ListLocks);
    const first = rightOf(await list.execute(FIRST_LOCK_QUERY));
    const second = rightOf(await list.execute({ ...FIRST_LOCK_QUERY, page: 2 }));
    // GET /v1/console/locks answers {locks} only (devices-access §7): a full page offers one page more, no count
    expect(first).toMatchObject({ total: 11, page: 1, perPage: 10, totalKnown: false });
    expect(first.items).toHaveLength(10);
    // shorter than the page the server served first: the last one
    expect(second).toMatchObject({ total: 17, page: 2, perPage: 10, totalKnown: false });
    expect(second.items).toHaveLength(7);
    expect(new Set([...names(first), ...names(second)]).size).toBe(17);
  });

  it('offers no page past the last: the next page is read beside each page, so 2 locks or exactly one full page end there', async () => {
    const backend = await signedIn(makeBackend);
    const found = await backend.container.get(ListLocks).execute({ ...FIRST_LOCK_QUERY, lockName: '会議室' });
    expect(found).toEqual(E.right(expect.objectContaining({ total: 2, page: 1, totalKnown: false })));
    // a server serving 2 a page: the 2 locks of the search are exactly one full page, and page 2 is not offered
    backend.world.faults.pageCap = 2;
    const full = await backend.container.get(ListLocks).execute({ ...FIRST_LOCK_QUERY, lockName: '会議室' });
    expect(full).toEqual(E.right(expect.objectContaining({ total: 2, page: 1, perPage: 2, totalKnown: false })));
    // and the 17 of the organization, 2 a page: page 1 offers page 2 (its next page has rows)
    const many = await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY);
    expect(many).toEqual(E.right(expect.objectContaining({ total: 3, page: 1, perPage: 2 })));
  });

  it('the demo world holds every model, hub range, battery code and keypad side the spec names', async () => {
    const backend = await signedIn(makeBackend);
    const locks = backend.world.read((s) => s.locks.filter((l) => l.organizationId === 1));
    const models = new Set([...locks.map((l) => l.modelId), ...locks.flatMap((l) => l.keypads.map((k) => k.modelId))]);
    expect([...models].sort()).toEqual([MODEL_IDS.lock, MODEL_IDS.pad, MODEL_IDS.lockR, MODEL_IDS.padR].sort());
    expect(new Set(locks.flatMap((l) => (l.hubSerial === null ? [] : [hubModelLabelOf(l.hubSerial)])))).toEqual(
      new Set(['Q-H1', 'Q-H1A', '不明なデバイス']),
    );
    expect(new Set(locks.flatMap((l) => [l.batteryA, l.batteryB]))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, null]));
    expect(locks.find((l) => l.id === DEMO_LOCKS.storeroom)).toMatchObject({ hubSerial: null, keypads: [] });
    expect(locks.find((l) => l.id === DEMO_LOCKS.frontDoor)?.keypads.map((k) => k.useCase)).toEqual([0, 1]);
  });

  it('searches by name and sorts by name descending', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(ListLocks).execute({ lockName: ' 会議室 ', sort: 'nameDesc', page: 1 });
    expect(E.map(names)(result)).toEqual(E.right(['会議室B', '会議室A']));
  });

  it('sorts by registration date, newest first', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(ListLocks).execute({ ...FIRST_LOCK_QUERY, sort: 'createdDesc' });
    expect(
      E.map((p: { items: ReadonlyArray<{ setting: { lockName: string } }> }) => names(p).slice(0, 3))(result),
    ).toEqual(E.right(['資料室', '研修室', '第2倉庫']));
  });

  it('a search with no match is an empty page, not a failure', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container
      .get(ListLocks)
      .execute({ ...FIRST_LOCK_QUERY, lockName: '存在しないロック' });
    expect(result).toEqual(E.right({ items: [], total: 0, page: 1, perPage: 0, totalKnown: false }));
  });

  it('lists only the current organization’s locks', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    const result = await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY);
    expect(E.map(names)(result)).toEqual(E.right(['グランハイツ101', 'グランハイツ102', 'グランハイツ201']));
  });

  it('finds the locks of the whole organization that need a battery change (empty or ng on any battery)', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(FindLocksNeedingBattery).execute();
    expect(
      E.map((s: { locks: ReadonlyArray<{ id: number }>; complete: boolean }) => ({
        ids: s.locks.map((l) => l.id),
        complete: s.complete,
      }))(result),
    ).toEqual(E.right({ ids: [2, 3, 4, 5, 6, 8], complete: true }));
  });

  it('loads the settings: the lock and the visible key groups it belongs to (the whole group hidden)', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(LoadLockSettings).execute(DEMO_LOCKS.frontDoor));
    expect(result.groups.map((g) => g.name)).toEqual([
      '正社員',
      '短期プロジェクト',
      '夜間警備',
      '平日スタッフ',
      '清掃スタッフ',
    ]);
    expect(result.memberOf).toEqual([1, 2, 3, 4]);
    expect(result.lock.setting.subLock?.modelId).toBe(4);
  });

  it('a lock that does not exist is NotFound', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(LoadLockSettings).execute(999);
    expect(result).toEqual(E.left({ kind: 'NotFound', message: LOCK_MESSAGES.lockNotFound }));
  });

  it('renames with the exact messages for an empty or too long name, and saves a valid one', async () => {
    const backend = await signedIn(makeBackend);
    const rename = backend.container.get(RenameLock);
    const lock = {
      id: DEMO_LOCKS.frontDoor,
      setting: { lockName: '本社 正面玄関', createdAt: '', onUpside: true, subLock: null, hub: null },
    };
    expect(await rename.execute(lock, '  ')).toEqual(invalid('「ロック名」は必須です。入力してください。'));
    expect(await rename.execute(lock, 'あ'.repeat(31))).toEqual(invalid('「ロック名」は最大30文字です。'));
    const renamed = rightOf(await rename.execute(lock, ' 本館 正面玄関 '));
    expect([renamed.lockName, renamed.onUpside]).toEqual(['本館 正面玄関', true]);
    expect(backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor))).toMatchObject({
      lockName: '本館 正面玄関',
      onUpside: true,
    });
  });

  it('renaming a deleted lock says it may have been deleted', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container
      .get(RenameLock)
      .execute(
        { id: 999, setting: { lockName: 'x', createdAt: '', onUpside: false, subLock: null, hub: null } },
        '新しい名前',
      );
    expect(result).toEqual(E.left({ kind: 'NotFound', message: LOCK_MESSAGES.lockNotFound }));
  });

  it('saves key groups: ticked groups are attached, unticked detached, the whole group untouched', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(SaveLockGroups).execute(DEMO_LOCKS.frontDoor, [2, 3, 4, 5], [2, 6]);
    expect(result).toEqual(E.right([2, 6]));
    const links = backend.world.read((s) =>
      s.groupLocks
        .filter((l) => l.lockId === DEMO_LOCKS.frontDoor)
        .map((l) => l.groupId)
        .sort(),
    );
    expect(links).toEqual([1, 2, 6]);
  });

  it('saving groups of a deleted lock says so (404)', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(SaveLockGroups).execute(999, [], [2])).toEqual(
      E.left({ kind: 'NotFound', message: LOCK_MESSAGES.lockNotFound }),
    );
  });
});

import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FindGuests } from '../../../src/application/cards/FindGuests';
import { SaveCard } from '../../../src/application/cards/SaveCard';
import { LoadCard } from '../../../src/application/cards/LoadCard';
import { LoadGroup } from '../../../src/application/groups/LoadGroup';
import { SaveGroup } from '../../../src/application/groups/SaveGroup';
import { LoadLockSettings } from '../../../src/application/locks/LoadLockSettings';
import { RenameLock } from '../../../src/application/locks/RenameLock';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { groupFormOf } from '../../../src/domain/groups/groupForm';
import { BACKENDS, TODAY, type Backend, signedIn } from '../../support/backends';
import { weekdays } from '../../support/weekdays';
import { rightOf, success } from '../../support/outcomes';

const guestName = (backend: Backend, id: number) =>
  backend.world.read((s) => s.guests.find((g) => g.id === id)?.name ?? '');
const card = (backend: Backend, id: number) => backend.world.read((s) => s.cardMasters.find((c) => c.id === id));
const group = (backend: Backend, id: number) => backend.world.read((s) => s.groups.find((g) => g.id === id));

const loadCard = async (backend: Backend, id: number) => ({
  loaded: rightOf(await backend.container.get(LoadCard).execute(id)),
  guests: rightOf(await backend.container.get(FindGuests).execute()),
});

const loadGroup = async (backend: Backend, id: number) => rightOf(await backend.container.get(LoadGroup).execute(id));

describe.each(BACKENDS)('no silent overwrite on the %s backend', (_name, makeBackend) => {
  it('card 3 given to another guest meanwhile: the rename writes nothing and says what changed, field by field', async () => {
    const backend = await signedIn(makeBackend);
    const { loaded, guests } = await loadCard(backend, 3);
    const before = guestName(backend, 10);
    backend.world.write((s) => {
      const c = s.cardMasters.find((m) => m.id === 3);
      if (c) c.guestId = 11;
    });
    const result = await backend.container
      .get(SaveCard)
      .execute({ loaded, form: { name: '受付A', user: before }, picked: null, guests });
    expect(result).toEqual(
      E.left({
        kind: 'Changed',
        message: 'この画面を開いた後に、ほかの管理者がこのカードを変更しました。保存していません。変更された項目:',
        changes: [`利用者: ${before} → ${guestName(backend, 11)}`],
      }),
    );
    expect(card(backend, 3)).toMatchObject({ name: loaded.name, guestId: 11 });
  });

  it("applying the edit again on the current card: the new name, the other manager's user kept", async () => {
    const backend = await signedIn(makeBackend);
    const { loaded, guests } = await loadCard(backend, 3);
    backend.world.write((s) => {
      const c = s.cardMasters.find((m) => m.id === 3);
      if (c) {
        c.guestId = 11;
        c.name = '別の名前';
      }
    });
    const save = backend.container.get(SaveCard);
    const form = { name: '受付A', user: guestName(backend, 10) };
    const refused = await save.execute({ loaded, form, picked: null, guests });
    expect(refused).toEqual(
      E.left(
        expect.objectContaining({
          kind: 'Changed',
          changes: [
            `カード名: ${loaded.name} → 別の名前`,
            `利用者: ${guestName(backend, 10)} → ${guestName(backend, 11)}`,
          ],
        }),
      ),
    );
    const applied = await save.execute({ loaded, form, picked: null, guests, onCurrent: true });
    expect(applied).toEqual(E.right({ ...loaded, name: '受付A', guestId: 11, guestName: guestName(backend, 11) }));
    expect(card(backend, 3)).toMatchObject({ name: '受付A', guestId: 11 });
  });

  it('a card unchanged since it loaded is saved at once', async () => {
    const backend = await signedIn(makeBackend);
    const { loaded, guests } = await loadCard(backend, 3);
    expect(
      await backend.container
        .get(SaveCard)
        .execute({ loaded, form: { name: '受付A', user: guestName(backend, 10) }, picked: null, guests }),
    ).toEqual(success());
    expect(card(backend, 3)).toMatchObject({ name: '受付A', guestId: 10 });
  });

  it('a card deleted meanwhile: nothing written, said to be gone', async () => {
    const backend = await signedIn(makeBackend);
    const { loaded, guests } = await loadCard(backend, 3);
    backend.world.write((s) => {
      s.cardMasters = s.cardMasters.filter((c) => c.id !== 3);
    });
    expect(
      await backend.container
        .get(SaveCard)
        .execute({ loaded, form: { name: '受付A', user: guestName(backend, 10) }, picked: null, guests }),
    ).toEqual(E.left({ kind: 'NotFound', message: 'このカードは削除されています。' }));
    expect(await backend.container.get(LoadCard).execute(3)).toEqual(
      E.left({ kind: 'NotFound', message: 'カード情報を取得できませんでした。' }),
    );
  });

  it("a group changed meanwhile: each changed field in Japanese, nothing written; applied again, only the edited name is the manager's", async () => {
    const backend = await signedIn(makeBackend);
    const loaded = await loadGroup(backend, 3);
    backend.world.write((s) => {
      const g = s.groups.find((r) => r.id === 3);
      if (g) {
        g.enableRemote = true;
        g.daily = { fromMinute: 21 * 60, expiresInMinutes: 9 * 60 };
        g.weekly = weekdays('monday', 'tuesday', 'wednesday', 'thursday', 'friday');
      }
    });
    const form = { ...groupFormOf(loaded, TODAY), name: '夜間警備（新）' };
    const save = backend.container.get(SaveGroup);
    expect(await save.execute({ loaded, form })).toEqual(
      E.left({
        kind: 'Changed',
        message: 'この画面を開いた後に、ほかの管理者がこの鍵グループを変更しました。保存していません。変更された項目:',
        changes: [
          '遠隔操作: 許可しない → 許可する',
          '曜日指定: なし → 月・火・水・木・金',
          '時間指定: 22:00〜翌06:00 → 21:00〜翌06:00',
        ],
      }),
    );
    expect(group(backend, 3)?.name).toBe('夜間警備');
    const applied = await save.execute({ loaded, form, onCurrent: true });
    expect(applied).toEqual(success());
    expect(group(backend, 3)).toMatchObject({
      name: '夜間警備（新）',
      enableRemote: true,
      daily: { fromMinute: 1260, expiresInMinutes: 540 },
      weekly: { monday: true, saturday: false },
    });
  });

  it('a period set elsewhere to 09:30–18:00 is kept exactly by an edit of the name (not widened to whole days)', async () => {
    const backend = await signedIn(makeBackend);
    // 2026-12-01 09:30 JST to 2026-12-03 18:00 JST
    const from = Date.UTC(2026, 11, 1, 0, 30) / 1000;
    const period = { from, expiresIn: 2 * 86_400 + 8.5 * 3600 };
    backend.world.write((s) => {
      const g = s.groups.find((r) => r.id === 3);
      if (g) g.duration = period;
    });
    const loaded = await loadGroup(backend, 3);
    const result = rightOf(
      await backend.container
        .get(SaveGroup)
        .execute({ loaded, form: { ...groupFormOf(loaded, TODAY), name: '夜間警備（新）' } }),
    );
    expect(result.conditions.duration).toEqual(period);
    expect(group(backend, 3)).toMatchObject({ name: '夜間警備（新）', duration: period });
  });

  it('the same period changed meanwhile is shown with its times', async () => {
    const backend = await signedIn(makeBackend);
    const loaded = await loadGroup(backend, 3);
    backend.world.write((s) => {
      const g = s.groups.find((r) => r.id === 3);
      if (g) g.duration = { from: Date.UTC(2026, 11, 1, 0, 30) / 1000, expiresIn: 8.5 * 3600 };
    });
    const result = await backend.container.get(SaveGroup).execute({ loaded, form: groupFormOf(loaded, TODAY) });
    expect(result).toEqual(
      E.left(
        expect.objectContaining({
          kind: 'Changed',
          changes: ['期間指定: なし → 2026年12月1日 09:30〜2026年12月1日 18:00'],
        }),
      ),
    );
  });

  it('a lock renamed meanwhile: the rename writes nothing and says so; applied again, the new name on the current setting', async () => {
    const backend = await signedIn(makeBackend);
    const settings = rightOf(await backend.container.get(LoadLockSettings).execute(DEMO_LOCKS.frontDoor));
    const { lock } = settings;
    backend.world.write((s) => {
      const l = s.locks.find((r) => r.id === DEMO_LOCKS.frontDoor);
      if (l) {
        l.lockName = '本社 南口';
        l.onUpside = !lock.setting.onUpside;
      }
    });
    const rename = backend.container.get(RenameLock);
    const upside = (on: boolean) => (on ? 'はい' : 'いいえ');
    expect(await rename.execute(lock, '本館 正面玄関')).toEqual(
      E.left({
        kind: 'Changed',
        message: 'この画面を開いた後に、ほかの管理者がこのロックを変更しました。保存していません。変更された項目:',
        changes: [
          `ロック名: ${lock.setting.lockName} → 本社 南口`,
          `上下逆の取り付け: ${upside(lock.setting.onUpside)} → ${upside(!lock.setting.onUpside)}`,
        ],
      }),
    );
    expect(await rename.execute(lock, '本館 正面玄関', { onCurrent: true })).toEqual(success());
    expect(backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor))).toMatchObject({
      lockName: '本館 正面玄関',
      onUpside: !lock.setting.onUpside,
    });
  });

  it('a group deleted meanwhile: said to be gone on save and on open', async () => {
    const backend = await signedIn(makeBackend);
    const loaded = await loadGroup(backend, 3);
    backend.world.write((s) => {
      s.groups = s.groups.filter((g) => g.id !== 3);
    });
    expect(await backend.container.get(SaveGroup).execute({ loaded, form: groupFormOf(loaded, TODAY) })).toEqual(
      E.left({ kind: 'NotFound', message: 'この鍵グループは削除されています。' }),
    );
    expect(await backend.container.get(LoadGroup).execute(3)).toEqual(
      E.left({ kind: 'NotFound', message: 'この鍵グループは削除されています。' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { AccessReadings, DOORS_VIEW } from '../../../src/application/shared/AccessReadings';
import { AttentionCount } from '../../../src/application/shared/AttentionCount';
import type { DoorRow } from '../../../src/domain/remote/doorStates';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { readingOf } from '../../../src/ui/access/reading';
import {
  ATTENTION_ROWS_STEP,
  AttentionPresenter,
  attentionViewOf,
  fixOf,
} from '../../../src/ui/attention/AttentionPresenter';
import { LocksPresenter } from '../../../src/ui/locks/LocksPresenter';
import { httpBackend, signedIn, TODAY, type Backend } from '../../support/backends';
import { settle, until } from '../../support/presenters';
import { recordRequests } from '../../support/wire';

const readAttention = async (backend: Backend) => {
  const presenter = backend.container.get(AttentionPresenter);
  presenter.open();
  await until(() => presenter.snapshot.reading.status === 'read', '要対応');
  return presenter;
};

const viewOf = (presenter: AttentionPresenter) => {
  const read = readingOf(presenter.snapshot.reading);
  if (!read) throw new Error('not read');
  return attentionViewOf(read.value.items, presenter.snapshot.marks, presenter.snapshot.shown);
};

const countOf = (backend: Backend): number | null => backend.container.get(AttentionCount).current();

/** The demo organization's batteries at 少, 空 and NG: what, why, where it is fixed. */
const BATTERIES = [
  ['サーバールーム・キーパッド（屋外側）', '電池異常', '/locks/6/config'],
  ['会議室A', '電池切れ', '/locks/3/config'],
  ['会議室B', '電池切れ', '/locks/4/config'],
  ['倉庫', '電池異常', '/locks/5/config'],
  ['屋上扉', '電池残量：少', '/locks/7/config'],
  ['本社 正面玄関・キーパッド（屋内側）', '電池残量：少', '/locks/1/config'],
  ['本社 通用口・キーパッド（屋外側）', '電池切れ', '/locks/2/config'],
  ['社長室・サブロック', '電池切れ', '/locks/8/config'],
  ['裏口・キーパッド（屋外側）', '電池残量：少', '/locks/12/config'],
  ['駐輪場ゲート', '電池残量：少', '/locks/14/config'],
];

const FAILED = [
  {
    subject: 'カード「カード006」',
    detail: '本社 正面玄関・屋外側・佐々木 剛',
    path: '/locks/1/cards/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
    fix: 'ICカードを開く',
  },
  {
    subject: '暗証番号「臨時作業員」',
    detail: '本社 正面玄関・屋外側',
    path: '/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
    fix: '暗証番号を開く',
  },
];

describe('AttentionPresenter', () => {
  it('reads the organization with progress (29 calls on the demo), lists each kind with its fix, and counts', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const presenter = backend.container.get(AttentionPresenter);
    const seen: string[] = [];
    presenter.state$.subscribe((s) => {
      const line =
        s.reading.status === 'reading' ? `${s.reading.progress.done}/${s.reading.progress.total}` : s.reading.status;
      if (seen.at(-1) !== line) seen.push(line);
    });
    expect(presenter.snapshot.organizationName).toBe('株式会社キュリオデモ');
    expect(countOf(backend)).toBeNull();
    presenter.open();
    await until(() => presenter.snapshot.reading.status === 'read', '要対応');

    expect(seen.slice(-2)).toEqual(['29/29', 'read']);
    expect(sent).toHaveLength(29);
    const read = readingOf(presenter.snapshot.reading);
    expect(read?.readAt).toEqual(TODAY);
    expect(read?.value.doorsRead).toBe(false);
    const view = viewOf(presenter);
    expect(view.sections.map((s) => [s.kind, s.title, s.count, s.hidden])).toEqual([
      ['battery', '電池', 10, 0],
      ['registrationFailed', '登録の失敗', 2, 0],
      ['cardWithoutUser', '利用者未設定のカード', 20, 0],
    ]);
    expect(view.sections[0]?.rows.map((r) => [r.subject, r.detail, r.path])).toEqual(BATTERIES);
    expect(view.sections[0]?.rows.every((r) => r.fix === 'ロック設定を開く')).toBe(true);
    expect(view.sections[1]?.rows.map(({ subject, detail, path, fix }) => ({ subject, detail, path, fix }))).toEqual(
      FAILED,
    );
    expect(view.sections[2]?.rows[0]).toMatchObject({
      subject: 'カード「カード026」',
      detail: 'ID26',
      path: '/organization/cards/26',
      fix: '利用者を設定する',
    });
    expect([view.open, view.acknowledged]).toEqual([32, []]);
    // the menu's count: the devices and the rest, all open
    expect(countOf(backend)).toBe(32);
  });

  it('marks an item 確認済み for the day (kept per organization and manager), takes it back, and counts', async () => {
    const backend = await signedIn();
    const presenter = await readAttention(backend);
    const pin = viewOf(presenter).sections[1]?.rows[1];
    if (!pin) throw new Error('no failed PIN');

    presenter.mark(pin.key);
    const marked = viewOf(presenter);
    expect(marked.sections.map((s) => [s.kind, s.count])).toEqual([
      ['battery', 10],
      ['registrationFailed', 1],
      ['cardWithoutUser', 20],
    ]);
    expect(marked.acknowledged).toEqual([pin]);
    expect([marked.open, countOf(backend)]).toEqual([31, 31]);
    expect(JSON.parse(backend.storage.getItem('qrio-console.pref.attention-marks.1.1') ?? 'null')).toEqual({
      date: '2026-11-21',
      keys: [pin.key],
    });

    // opened again the same day: still marked
    presenter.dispose();
    const again = await readAttention(backend);
    expect(viewOf(again).acknowledged).toEqual([pin]);

    again.mark(pin.key, false);
    expect([viewOf(again).open, viewOf(again).acknowledged, countOf(backend)]).toEqual([32, [], 32]);
    again.mark(pin.key);

    // the next day the item, still true, is open again
    again.dispose();
    backend.clock.advance(86_400_000);
    const nextDay = await readAttention(backend);
    expect([viewOf(nextDay).open, viewOf(nextDay).acknowledged]).toEqual([32, []]);
  });

  it('shows what the session kept when opened again (no call), and reads again on 読み直す', async () => {
    const backend = await signedIn(httpBackend);
    const first = await readAttention(backend);
    const firstRead = readingOf(first.snapshot.reading);
    first.dispose();

    const sent = recordRequests();
    const again = backend.container.get(AttentionPresenter);
    again.open();
    expect(again.snapshot.reading).toEqual({ status: 'read', reading: firstRead });
    await settle();
    expect(sent).toEqual([]);

    backend.clock.advance(60_000);
    const reading = again.readAgain();
    expect(again.snapshot.reading).toMatchObject({ status: 'reading', previous: firstRead });
    await reading;
    expect(readingOf(again.snapshot.reading)?.readAt).toEqual(new Date(TODAY.getTime() + 60_000));
    expect(sent).toHaveLength(29);
  });

  it('cancels its calls when the page is left: nothing waiting is sent afterwards', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const presenter = backend.container.get(AttentionPresenter);
    presenter.open();
    presenter.dispose();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(presenter.snapshot.reading.status).toBe('reading');
  });

  it('lists the hubs 扉の状態 could not read in this session, fixed on 扉の状態', async () => {
    const backend = await signedIn();
    const rows: DoorRow[] = [
      { lockId: DEMO_LOCKS.serverRoom, name: 'サーバールーム', state: { kind: 'readFailed', message: '通信エラー' } },
    ];
    backend.container.get(AccessReadings).keep(1, DOORS_VIEW, { value: rows, readAt: TODAY });
    const view = viewOf(await readAttention(backend));
    expect(
      view.sections
        .find((s) => s.kind === 'hub')
        ?.rows.map(({ subject, detail, path, fix }) => ({ subject, detail, path, fix })),
    ).toEqual([
      {
        subject: 'サーバールーム',
        detail: '扉の状態を読めませんでした（通信エラー）',
        path: '/doors',
        fix: '扉の状態を開く',
      },
    ]);
    expect(countOf(backend)).toBe(33);
  });

  it('says the failure when the reading fails', async () => {
    const backend = await signedIn();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = backend.container.get(AttentionPresenter);
    presenter.open();
    await until(() => presenter.snapshot.reading.status === 'failed', 'the failure');
    expect(presenter.snapshot.reading).toEqual({
      status: 'failed',
      message:
        '要対応の項目を取得できませんでした。（サーバーとの通信に失敗しました。時間をおいて再度お試しください。）',
      previous: null,
    });
    expect(countOf(backend)).toBeNull();
  });

  it('draws 50 rows a kind, more on request', async () => {
    const backend = await signedIn();
    const presenter = await readAttention(backend);
    const read = readingOf(presenter.snapshot.reading);
    const card = read?.value.items.find((i) => i.kind === 'cardWithoutUser');
    if (!card) throw new Error('no card without a user');
    const many = Array.from({ length: 120 }, (_, i) => ({ ...card, key: `cardUser:${1000 + i}` }));
    const cut = attentionViewOf(many, presenter.snapshot.marks, presenter.snapshot.shown).sections[0];
    expect([cut?.rows.length, cut?.hidden, cut?.count]).toEqual([ATTENTION_ROWS_STEP, 70, 120]);
    presenter.showMore('cardWithoutUser');
    const more = attentionViewOf(many, presenter.snapshot.marks, presenter.snapshot.shown).sections[0];
    expect([more?.rows.length, more?.hidden]).toEqual([2 * ATTENTION_ROWS_STEP, 20]);
  });

  it('links every kind of fix to its screen', () => {
    expect(
      [
        { kind: 'lockSettings', lockId: 3 },
        { kind: 'doorStates', lockId: 3 },
        { kind: 'keypadPins', lockId: 1, keypadId: 102, side: 'indoor' },
        { kind: 'keypadCards', lockId: 1, keypadId: 103, side: null },
        { kind: 'group', groupId: 7 },
        { kind: 'guestConnection', guestId: 21, guestName: '山田 花子' },
        { kind: 'cardUser', cardId: 26 },
      ].map((fix) => fixOf(fix as Parameters<typeof fixOf>[0])),
    ).toEqual([
      { path: '/locks/3/config', label: 'ロック設定を開く' },
      { path: '/doors', label: '扉の状態を開く' },
      { path: '/locks/1/pins/102/%E5%B1%8B%E5%86%85%E5%81%B4', label: '暗証番号を開く' },
      { path: '/locks/1/cards/103/-', label: 'ICカードを開く' },
      { path: '/groups/7', label: '鍵グループを開く' },
      { path: '/guests/21', label: '利用者を開く' },
      { path: '/organization/cards/26', label: '利用者を設定する' },
    ]);
  });
});

describe('the lock list counts 要対応 from what it read', () => {
  it('tells the batteries it read (and the session’s hubs), with no call of its own, and keeps the rest told', async () => {
    const backend = await signedIn(httpBackend);
    const locks = backend.container.get(LocksPresenter);
    const sent = recordRequests();
    await locks.open();
    // the list's page (and the next, for its end) and the battery scan's pages: nothing more for the count
    expect(new Set(sent.map((r) => r.url.pathname))).toEqual(new Set(['/v1/console/locks']));
    expect(countOf(backend)).toBe(10);
    locks.dispose();

    const rows: DoorRow[] = [
      { lockId: DEMO_LOCKS.serverRoom, name: 'サーバールーム', state: { kind: 'readFailed', message: '通信エラー' } },
    ];
    backend.container.get(AccessReadings).keep(1, DOORS_VIEW, { value: rows, readAt: TODAY });
    const again = backend.container.get(LocksPresenter);
    await again.open();
    expect(countOf(backend)).toBe(11);
    again.dispose();

    // once 要対応 has read the rest, the count holds it too; the lock list's next reading changes the devices only
    (await readAttention(backend)).dispose();
    expect(countOf(backend)).toBe(33);
    const third = backend.container.get(LocksPresenter);
    await third.open();
    expect(countOf(backend)).toBe(33);
  });

  it('does not count what was marked 確認済み today', async () => {
    const backend = await signedIn();
    const presenter = await readAttention(backend);
    const battery = viewOf(presenter).sections[0]?.rows[0];
    if (!battery) throw new Error('no battery');
    presenter.mark(battery.key);
    presenter.dispose();
    const locks = backend.container.get(LocksPresenter);
    await locks.open();
    expect(countOf(backend)).toBe(31);
  });
});

import { describe, expect, it } from 'vitest';
import {
  lockAccessAt,
  lockAccessCsvRows,
  lockAccessFileNameOf,
  LOCK_ACCESS_CSV_HEADER,
  type LockAccess,
} from '../../../src/domain/access/lockAccess';
import type { KeypadCard } from '../../../src/domain/cards/card';
import { NO_CONDITIONS } from '../../../src/domain/groups/group';
import type { Pin } from '../../../src/domain/pins/pin';
import { toCsv } from '../../../src/domain/shared/csvWriter';

const pin = (id: number, name: string, parts: Partial<Pin> = {}): Pin => ({
  id,
  name,
  pin: '1234',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  ...parts,
});
const card = (id: number, name: string, guestName: string | null, parts: Partial<KeypadCard> = {}): KeypadCard => ({
  id,
  name,
  guestName,
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  cardMasterId: null,
  ...parts,
});

/** An office group 09:00–18:00, an all-hours group, the whole group; an outdoor and an indoor keypad. */
const ACCESS: LockAccess = {
  lockId: 1,
  lockName: '本社 正面玄関',
  groups: [
    {
      id: 10,
      name: 'オフィス',
      whole: false,
      conditions: { ...NO_CONDITIONS, daily: { fromMinute: 9 * 60, expiresInMinutes: 9 * 60 } },
      guests: [
        { id: 1, name: '山田 太郎', isConnected: true },
        { id: 2, name: '佐藤 花子', isConnected: true },
        { id: 3, name: '鈴木 一郎', isConnected: false },
      ],
    },
    {
      id: 11,
      name: '警備',
      whole: false,
      conditions: NO_CONDITIONS,
      guests: [
        { id: 2, name: '佐藤 花子', isConnected: true },
        { id: 4, name: '高橋 次郎', isConnected: true },
      ],
    },
    { id: 5, name: '全員', whole: true, conditions: NO_CONDITIONS, guests: [] },
  ],
  keypads: [
    {
      id: 101,
      side: 'outdoor',
      serialNo: 'KP1',
      pins: [
        pin(1, '清掃業者'),
        pin(2, '=来客', { timeFrom: '2026-11-20T09:00:00+09:00', timeTill: '2026-11-25T12:00:00+09:00' }),
        pin(3, '新人研修', { registrationJobStatus: 'in_progress' }),
        pin(4, '臨時作業員', { registrationJobStatus: 'failed' }),
      ],
      cards: [
        card(1, '社員証001', '山田 太郎'),
        card(2, 'カード004', null),
        card(3, 'カード005', '佐藤 花子', { timeFrom: '2026-12-01T00:00:00+09:00' }),
      ],
    },
    { id: 102, side: 'indoor', serialNo: 'KP2', pins: [pin(5, '役員用')], cards: [] },
  ],
};

const TEN = new Date('2026-11-25T10:00:00+09:00');
const EIGHT_PM = new Date('2026-11-25T20:00:00+09:00');

describe('lockAccessAt', () => {
  it('counts at 10:00 the connected guests of open groups once each, and the credentials that open', () => {
    const at = lockAccessAt(ACCESS, TEN, true);
    expect(at.totals).toEqual({ guests: 3, pins: 3, cards: 1 });
    // 今 is the moment the reading was taken, with its time
    expect(at.headline).toBe('今（11月25日 10:00 時点）この扉を開けられる：利用者 3人・PIN 3件・カード 1枚');
    expect(at.groups.map((g) => [g.title, g.opens, g.status, g.opensCount, g.conditions])).toEqual([
      ['オフィス', true, '開けられる', 2, ['09:00〜18:00']],
      ['警備', true, '開けられる', 2, ['制限なし']],
      ['組織全体（全員）', true, '開けられる', 0, ['制限なし']],
    ]);
    expect(at.groups[0]?.guests.map((g) => [g.name, g.opens, g.status])).toEqual([
      ['山田 太郎', true, '開けられる'],
      ['佐藤 花子', true, '開けられる'],
      ['鈴木 一郎', false, 'アプリ未連携'],
    ]);
  });

  it('at 20:00 the 09:00–18:00 group does not open: only the other group and the credentials valid then count', () => {
    const at = lockAccessAt(ACCESS, EIGHT_PM, false);
    expect(at.totals).toEqual({ guests: 2, pins: 2, cards: 1 });
    expect(at.headline).toBe('2026/11/25 20:00 にこの扉を開けられる：利用者 2人・PIN 2件・カード 1枚');
    expect(at.groups[0]?.guests.map((g) => [g.name, g.opens, g.status])).toEqual([
      ['山田 太郎', false, '利用時間外'],
      ['佐藤 花子', false, '利用時間外'],
      ['鈴木 一郎', false, 'アプリ未連携'],
    ]);
    expect(at.keypads[0]?.pins.map((p) => [p.name, p.status, p.opens, p.validity])).toEqual([
      ['清掃業者', '開けられる', true, '期限なし'],
      ['=来客', '期限切れ', false, '2026/11/20 09:00 〜 2026/11/25 12:00'],
      ['新人研修', '登録中', false, '期限なし'],
      ['臨時作業員', '登録失敗', false, '期限なし'],
    ]);
  });

  it('words the cards: user, being deleted (no user), not yet valid', () => {
    const at = lockAccessAt(ACCESS, TEN, true);
    expect(at.keypads.map((k) => [k.sideLabel, k.cards.map((c) => [c.name, c.user, c.status, c.opens])])).toEqual([
      [
        '屋外側',
        [
          ['社員証001', '山田 太郎', '開けられる', true],
          ['カード004', '-', '削除処理中', false],
          ['カード005', '佐藤 花子', '開始前', false],
        ],
      ],
      ['屋内側', []],
    ]);
  });
});

describe('the CSV of the evaluation', () => {
  it('has one row per guest of each group, per PIN and per card, with the moment answer, formula-inert', () => {
    const rows = lockAccessCsvRows(lockAccessAt(ACCESS, EIGHT_PM, false));
    expect(LOCK_ACCESS_CSV_HEADER).toEqual([
      '種類',
      '名前',
      '鍵グループ・利用者',
      '側',
      '有効期間・利用条件',
      '状態',
      'この時刻に開けられる',
    ]);
    expect(rows.slice(0, 6)).toEqual([
      ['利用者', '山田 太郎', 'オフィス', '両側', '09:00〜18:00', '利用時間外', 'いいえ'],
      ['利用者', '佐藤 花子', 'オフィス', '両側', '09:00〜18:00', '利用時間外', 'いいえ'],
      ['利用者', '鈴木 一郎', 'オフィス', '両側', '09:00〜18:00', 'アプリ未連携', 'いいえ'],
      ['利用者', '佐藤 花子', '警備', '両側', '制限なし', '開けられる', 'はい'],
      ['利用者', '高橋 次郎', '警備', '両側', '制限なし', '開けられる', 'はい'],
      ['PIN', '清掃業者', null, '屋外側', '期限なし', '開けられる', 'はい'],
    ]);
    expect(rows).toHaveLength(5 + 5 + 3);
    expect(rows.at(-1)).toEqual(['PIN', '役員用', null, '屋内側', '期限なし', '開けられる', 'はい']);
    const text = toCsv(LOCK_ACCESS_CSV_HEADER, rows);
    expect(text.startsWith('\uFEFF種類,名前,')).toBe(true);
    expect(text).toContain('\r\nPIN,"\'=来客",,屋外側,2026/11/20 09:00 〜 2026/11/25 12:00,期限切れ,いいえ\r\n');
  });

  it('names the file after the lock and the moment', () => {
    expect(lockAccessFileNameOf('本社 正面玄関', EIGHT_PM)).toBe(
      'この扉を開けられる人_本社 正面玄関_20261125-2000.csv',
    );
  });
});

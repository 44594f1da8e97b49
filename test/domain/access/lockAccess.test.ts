import { describe, expect, it } from 'vitest';
import { lockAccessAt } from '../../../src/domain/access/lockAccess';
import { EIGHT_PM, LOCK_ACCESS, TEN } from './lockAccessFixtures';

describe('lockAccessAt', () => {
  it('counts at 10:00 the connected guests of open groups once each, and the credentials that open', () => {
    const at = lockAccessAt(LOCK_ACCESS, TEN);
    expect(at.totals).toEqual({ guests: 3, pins: 3, cards: 1 });
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
    const at = lockAccessAt(LOCK_ACCESS, EIGHT_PM);
    expect(at.totals).toEqual({ guests: 2, pins: 2, cards: 1 });
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
    const at = lockAccessAt(LOCK_ACCESS, TEN);
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

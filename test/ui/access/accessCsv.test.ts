import { describe, expect, it } from 'vitest';
import { guestAccessAt } from '../../../src/domain/access/guestAccess';
import { lockAccessAt } from '../../../src/domain/access/lockAccess';
import { reviewOf } from '../../../src/domain/access/review';
import { toCsv } from '../../../src/domain/shared/csvWriter';
import {
  guestAccessCsv,
  guestAccessFileName,
  LOCK_ACCESS_CSV_HEADER,
  lockAccessCsvRows,
  lockAccessFileNameOf,
  reviewCsvFileNameOf,
  reviewCsvRowsOf,
} from '../../../src/ui/access/accessCsv';
import { GUEST_READING } from '../../domain/access/guestAccessFixtures';
import { EIGHT_PM, LOCK_ACCESS } from '../../domain/access/lockAccessFixtures';
import { AT, BACK, EMPTY, OUTDOOR, pin } from '../../domain/access/reviewFixtures';

describe('この扉を開けられる人: the CSV of the evaluation', () => {
  it('has one row per guest of each group, per PIN and per card, with the moment answer, formula-inert', () => {
    const rows = lockAccessCsvRows(lockAccessAt(LOCK_ACCESS, EIGHT_PM));
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

describe('この人が開けられる扉: the CSV and its name', () => {
  it('one line per group and door, then per card and keypad, with the moment, the verdict and until when', () => {
    const moment = new Date('2026-11-25T20:00:00+09:00');
    const csv = guestAccessCsv(guestAccessAt(GUEST_READING, moment), moment);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF利用者,時点,種別,名前,条件・キーパッド,扉,判定,期限',
      '佐藤 健,2026/11/25 20:00,グループ,事務所,09:00〜18:00,正面玄関,利用時間外,期限なし',
      '佐藤 健,2026/11/25 20:00,グループ,事務所,09:00〜18:00,裏口,利用時間外,期限なし',
      '佐藤 健,2026/11/25 20:00,グループ,短期,2026年11月1日〜2026年12月31日,倉庫,開けられる,2026/12/31 23:59',
      '佐藤 健,2026/11/25 20:00,カード,社員証,屋外側,裏口,開けられる,2027/03/31 18:00',
      '佐藤 健,2026/11/25 20:00,カード,社員証,屋内側,倉庫,登録失敗,期限なし',
      '佐藤 健,2026/11/25 20:00,カード,予備,,,キーパッド未登録,',
      '',
    ]);
  });

  it('names the file by the view, the guest and the moment (Japan time)', () => {
    expect(guestAccessFileName('佐藤 健', new Date('2026-11-25T11:05:00Z'))).toBe(
      'この人が開けられる扉_佐藤 健_20261125-2005.csv',
    );
  });
});

describe('アクセスの点検: the CSV', () => {
  it('writes the CSV: section, item, detail, end (Japan time) and the fixing screen’s path', () => {
    const review = reviewOf(
      {
        ...EMPTY,
        locks: [BACK],
        pins: [{ keypad: OUTDOOR, registered: [pin(1, '=SUM(A1)', '2026-11-26T09:00:00+09:00')], registering: [] }],
      },
      AT,
    );
    const rows = reviewCsvRowsOf(review, (fix) => `/${Object.values(fix).join('/')}`);
    expect(rows).toEqual([
      [
        '7日以内に期限が切れるもの',
        '暗証番号「=SUM(A1)」',
        '本社 正面玄関・屋外側',
        '2026年11月26日(木) 09:00',
        '/keypad-pins/1/101/屋外側',
      ],
      ['どの鍵グループにも入っていないロック', '倉庫 裏口', 'ロックID 2', '', '/lock-settings/2'],
    ]);
    expect(toCsv(['区分', '項目', '詳細', '終了日時', 'リンク'], rows).split('\r\n')[0]).toBe(
      '\uFEFF区分,項目,詳細,終了日時,リンク',
    );
    expect(reviewCsvFileNameOf(review)).toBe('アクセスの点検_20261125.csv');
  });
});

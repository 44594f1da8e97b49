import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  dailyTimecardRowsToCsv,
  entryExitRowsToCsv,
  formatCsvDateTime,
  guestTimecardRowsToCsv,
  logRowsToCsv,
} from '../../../src/domain/logs/csv';
import { toCsv, UTF8_BOM } from '../../../src/domain/shared/csvWriter';

describe('toCsv: the one CSV writer', () => {
  it('begins with the UTF-8 byte-order mark and ends every line, the last too, with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 2],
          ['x', null],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,2\r\nx,\r\n');
    expect(UTF8_BOM).toBe('\uFEFF');
  });
  it('writes only the header (after the BOM) when there are no rows', () => {
    expect(toCsv(['日時', '利用者'], [])).toBe('\uFEFF日時,利用者\r\n');
  });
  it('keeps a last row made of one empty cell', () => {
    expect(toCsv(['備考'], [['メモ'], ['']])).toBe('\uFEFF備考\r\nメモ\r\n\r\n');
  });
  it('quotes names holding commas, quotes or newlines, doubling inner quotes', () => {
    const csv = toCsv(['名前'], [['山田, 太郎'], ['"社長"室'], ['一行目\n二行目'], ['普通']]);
    expect(csv).toBe('\uFEFF名前\r\n"山田, 太郎"\r\n"""社長""室"\r\n"一行目\n二行目"\r\n普通\r\n');
  });
  it('round-trips through papaparse', () => {
    const rows = [
      ['a,b', 'c"d', 'e\r\nf'],
      [' lead', 'trail ', ''],
    ];
    const parsed = Papa.parse<string[]>(toCsv(['x', 'y', 'z'], rows).slice(1), {
      newline: '\r\n',
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual([['x', 'y', 'z'], ...rows]);
  });
  it('defuses cells a spreadsheet would run as a formula, but keeps a lone dash', () => {
    expect(toCsv(['n'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], ['-1+2'], ['-'], [-5]])).toBe(
      '\uFEFFn\r\n"\'=HYPERLINK(""x"")"\r\n"\'+1"\r\n"\'@SUM(A1)"\r\n"\'-1+2"\r\n-\r\n-5\r\n',
    );
  });
});

describe('toCsv: full-width formula starts are as inert as their ASCII forms', () => {
  it('quotes cells beginning with ＝ ＋ ＠ or － followed by anything, and keeps a lone －', () => {
    expect(
      toCsv(['名前'], [['＝HYPERLINK("http://x")'], ['＋81'], ['＠SUM(A1)'], ['－1＋2'], ['－'], ['佐藤＝健']]),
    ).toBe(
      '\uFEFF名前\r\n"\'＝HYPERLINK(""http://x"")"\r\n"\'＋81"\r\n"\'＠SUM(A1)"\r\n"\'－1＋2"\r\n－\r\n佐藤＝健\r\n',
    );
  });
  it('the tab and CR starts are made inert too', () => {
    expect(toCsv(['n'], [['\t=1'], ['\r=1']])).toBe('\uFEFFn\r\n"\'\t=1"\r\n"\'\r=1"\r\n');
  });
});

describe('log CSVs (Japan time, Japanese labels)', () => {
  it('formats date-times in Japan time, blank when missing', () => {
    expect(formatCsvDateTime('2026-11-20T15:30:05Z')).toBe('2026/11/21 00:30:05');
    expect(formatCsvDateTime(null)).toBe('');
  });
  it('writes the lock/unlock history', () => {
    const csv = logRowsToCsv([
      {
        loggedAt: '2026-11-21T09:00:00+09:00',
        logType: 'open',
        keyType: 'card',
        userName: '山田, 太郎',
        lockSide: 'main',
      },
      { loggedAt: '2026-11-21T09:01:00+09:00', logType: 'autolock', keyType: null, userName: null, lockSide: null },
    ]);
    expect(csv).toBe(
      '\uFEFF日時,操作,解錠方法,利用者,ロック\r\n' +
        '2026/11/21 09:00:00,解錠,カード,"山田, 太郎",メインロック\r\n' +
        '2026/11/21 09:01:00,オートロック,-,,-\r\n',
    );
  });
  it('writes the entry/exit history', () => {
    expect(entryExitRowsToCsv([{ loggedAt: '2026-11-21T08:59:00+09:00', useCase: 0, guestName: '佐藤' }])).toBe(
      '\uFEFF日時,入退室,利用者\r\n2026/11/21 08:59:00,入室,佐藤\r\n',
    );
  });
  it('writes the daily timecard, marking error rows', () => {
    const csv = dailyTimecardRowsToCsv([
      { guestName: '佐藤', enterAt: '2026-11-21T09:00:00+09:00', exitAt: '2026-11-21T18:00:00+09:00', isError: false },
      { guestName: '鈴木', enterAt: '2026-11-21T09:30:00+09:00', exitAt: null, isError: true },
    ]);
    expect(csv).toBe(
      '\uFEFF利用者,入室,退室,状態\r\n' +
        '佐藤,2026/11/21 09:00:00,2026/11/21 18:00:00,\r\n' +
        '鈴木,2026/11/21 09:30:00,,打刻エラー\r\n',
    );
  });
  it('writes the timecard of one user', () => {
    expect(guestTimecardRowsToCsv([{ date: '2026-11-21', enterAt: '2026-11-21T09:00:00+09:00', exitAt: null }])).toBe(
      '\uFEFF日付,入室,退室\r\n2026/11/21,2026/11/21 09:00:00,\r\n',
    );
  });
});

describe('formatCsvDateTime: the fast path for times with an offset agrees with luxon', () => {
  it.each([
    ['2026-12-31T15:00:00Z', '2027/01/01 00:00:00'],
    ['2026-11-20T23:59:59.999+09:00', '2026/11/20 23:59:59'],
    ['2026-03-01T00:00:00-05:00', '2026/03/01 14:00:00'],
    ['2026-11-20T10:00:00+0900', '2026/11/20 10:00:00'],
    ['2026-11-20T10:00:00', '2026/11/20 10:00:00'],
    ['2026-13-40T10:00:00Z', ''],
  ])('%s is %s in Japan', (iso, expected) => {
    expect(formatCsvDateTime(iso)).toBe(expected);
  });
});

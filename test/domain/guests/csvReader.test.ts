import Encoding from 'encoding-japanese';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, decodeCsvBytes, detectCsvEncoding, parseCsv, readCsvBytes } from '../../../src/domain/shared/csvReader';

const TEXT = 'name,mail\r\n山田 太郎,taro@example.jp\r\nｶﾀｶﾅ①髙橋,hanako@example.jp\r\n';
const sjis = (text: string): Uint8Array => Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('the one CSV reader: decoding', () => {
  it('a Shift_JIS file made with encoding-japanese decodes back to the same text', () => {
    const bytes = sjis(TEXT);
    expect(detectCsvEncoding(bytes)).toBe('SJIS');
    expect(decodeCsvBytes(bytes)).toBe(TEXT);
  });
  it('reads UTF-8 without a BOM', () => {
    expect(detectCsvEncoding(utf8(TEXT))).toBe('UTF8');
    expect(decodeCsvBytes(utf8(TEXT))).toBe(TEXT);
  });
  it('reads UTF-8 with a BOM and strips it', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(TEXT)]);
    expect(decodeCsvBytes(bytes)).toBe(TEXT);
  });
  it('refuses a binary file with a clear message', () => {
    expect(readCsvBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual(E.left(CSV_MESSAGES.unreadable));
  });
});

describe('the one CSV reader: parsing', () => {
  it('splits the header from the rows and numbers rows from the header (row 1), blank lines counted but skipped', () => {
    const table = parseCsv('name,mail\n\n太郎,t@example.jp\n  ,  \n花子,h@example.jp');
    expect(table).toEqual(
      E.right({
        header: ['name', 'mail'],
        rows: [
          { rowNumber: 3, cells: ['太郎', 't@example.jp'] },
          { rowNumber: 5, cells: ['花子', 'h@example.jp'] },
        ],
      }),
    );
  });
  it('keeps quoted commas inside a cell', () => {
    expect(parseCsv('name,mail\n"山田, 太郎",t@example.jp')).toEqual(
      E.right({ header: ['name', 'mail'], rows: [{ rowNumber: 2, cells: ['山田, 太郎', 't@example.jp'] }] }),
    );
  });
  it('an unterminated quote is unreadable and names the row', () => {
    expect(parseCsv('name,mail\n"太郎,t@example.jp\n')).toEqual(E.left(CSV_MESSAGES.unbalancedQuotes(2)));
  });
  it('an empty file says it is empty', () => {
    expect(parseCsv('\uFEFF\n\n')).toEqual(E.left('CSVファイルにデータがありません。'));
  });
});

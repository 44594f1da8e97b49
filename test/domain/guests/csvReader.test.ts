import Encoding from 'encoding-japanese';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  CSV_MESSAGES,
  csvSizeProblem,
  decodeCsvBytes,
  detectCsvEncoding,
  parseCsv,
  readCsvBytes,
  readCsvBytesAs,
} from '../../../src/domain/shared/csvReader';
import {
  charactersOutsideShiftJis,
  encodeShiftJis,
  isShiftJisEncodable,
  rowsOutsideShiftJis,
  shiftJisFormOf,
} from '../../../src/domain/shared/shiftJis';
import { readCsvFile } from '../../../src/domain/shared/csvFile';
import { rightOf } from '../../support/outcomes';

const TEXT = 'name,mail\r\n山田 太郎,taro@example.jp\r\nｶﾀｶﾅ①髙橋,hanako@example.jp\r\n';
const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
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
    expect(readCsvBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual(
      E.left(CSV_MESSAGES.unreadable),
    );
  });
});

describe('the one CSV reader: parsing', () => {
  it('splits the header from the rows and numbers rows from the header (row 1), blank lines counted but skipped', () => {
    const table = parseCsv('name,mail\n\n太郎,t@example.jp\n  ,  \n花子,h@example.jp');
    expect(table).toEqual(
      E.right({
        header: ['name', 'mail'],
        headerRowNumber: 1,
        rows: [
          { rowNumber: 3, cells: ['太郎', 't@example.jp'] },
          { rowNumber: 5, cells: ['花子', 'h@example.jp'] },
        ],
      }),
    );
  });
  it('keeps quoted commas inside a cell', () => {
    expect(parseCsv('name,mail\n"山田, 太郎",t@example.jp')).toEqual(
      E.right({
        header: ['name', 'mail'],
        headerRowNumber: 1,
        rows: [{ rowNumber: 2, cells: ['山田, 太郎', 't@example.jp'] }],
      }),
    );
  });
  it('an unterminated quote is unreadable and names the row', () => {
    expect(parseCsv('name,mail\n"太郎,t@example.jp\n')).toEqual(E.left(CSV_MESSAGES.unbalancedQuotes(2)));
  });
  it('an empty file says it is empty', () => {
    expect(parseCsv('\uFEFF\n\n')).toEqual(E.left('CSVファイルにデータがありません。'));
  });
});

describe('the one CSV reader: size', () => {
  it('refuses a file over 5 MB, before reading it, with the limit in the message', () => {
    expect(CSV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(csvSizeProblem(CSV_MAX_BYTES)).toBeUndefined();
    expect(csvSizeProblem(CSV_MAX_BYTES + 1)).toBe('ファイルが大きすぎます。CSVファイルは5MBまでです。');
  });
});

describe('Shift_JIS for a server that reads nothing else', () => {
  it('knows the characters it has (the Windows extensions included) and those it has not', () => {
    expect(['山', 'ｶ', '①', '㈱', '髙', '～', '〜', 'a', '?'].filter((c) => !isShiftJisEncodable(c))).toEqual([]);
    expect(charactersOutsideShiftJis('𠮷野家で😀とé、また𠮷')).toEqual(['𠮷', '😀', 'é']);
  });
  it('names every row (the header too) holding a character it has not, by row number', () => {
    const table = rightOf(parseCsv('名前😀,mail\n山田,a@example.jp\n\n𠮷田,b@example.jp'));
    expect(rowsOutsideShiftJis(table)).toEqual([
      { rowNumber: 1, characters: ['😀'] },
      { rowNumber: 4, characters: ['𠮷'] },
    ]);
  });
  it('a UTF-8 file converts to Shift_JIS bytes that decode back to its text; a Shift_JIS file is kept byte for byte', () => {
    const text = 'name,mail\r\n髙橋 ①郎,t@example.jp\r\n';
    const fromUtf8 = rightOf(readCsvFile(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]), { shiftJis: true }));
    expect(fromUtf8.shiftJis).toEqual({
      upload: encodeShiftJis(text),
      convertedFrom: 'UTF8',
      unencodableRows: [],
    });
    expect(readCsvBytesAs(encodeShiftJis(text), 'SJIS')).toEqual(parseCsv(text));
    const bytes = sjis(text);
    const fromSjis = rightOf(readCsvFile(bytes, { shiftJis: true }));
    expect(fromSjis.shiftJis?.upload).toBe(bytes);
    const blocked = rightOf(readCsvFile(utf8('name,mail\r\n𠮷田,t@example.jp\r\n')));
    expect(shiftJisFormOf(blocked)).toEqual({
      upload: null,
      convertedFrom: 'UTF8',
      unencodableRows: [{ rowNumber: 2, characters: ['𠮷'] }],
    });
  });
  it('a server reading UTF-8 bytes as Shift_JIS gets another text (why the console converts)', () => {
    const table = rightOf(readCsvBytesAs(utf8('name,mail\r\n山田,t@example.jp\r\n'), 'SJIS'));
    expect(table.rows[0]?.cells[0]).not.toBe('山田');
  });
});

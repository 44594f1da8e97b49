import Encoding from 'encoding-japanese';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  GUEST_CSV_MAX_ROWS,
  type GuestCsvRow,
  guestRowsOf,
  readGuestCsvAsServer,
} from '../../../src/domain/guests/guestCsv';
import {
  isUploadable,
  rowErrorLine,
  serverRowErrorMessage,
  validateGuestCsvRows,
} from '../../../src/domain/guests/guestCsvRules';
import { GUEST_CSV_MESSAGES } from '../../../src/domain/guests/messages';
import { parseCsv } from '../../../src/domain/shared/csvReader';

const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const row = (rowNumber: number, name: string, mail: string): GuestCsvRow => ({ rowNumber, name, mail });

describe('server row errors of a guest CSV (devices-access §5)', () => {
  it('prefix codes 2 to 6 with the row number', () => {
    expect(serverRowErrorMessage(2, 3)).toBe('3行目: 「メールアドレス」は必須です。入力してください。');
    expect(serverRowErrorMessage(3, 4)).toBe('4行目: このグループIDは使用されていません。');
    expect(serverRowErrorMessage(4, 5)).toBe('5行目: 「メールアドレス」の形式が正しくありません。');
    expect(serverRowErrorMessage(5, 6)).toBe('6行目: 名前を入力してください。');
    expect(serverRowErrorMessage(6, 7)).toBe('7行目: 名前は20文字以内で入力してください。');
  });
  it('code 7 (registration limit) has no row prefix', () => {
    expect(serverRowErrorMessage(7, 3)).toBe('CSVで登録できる件数の上限（3000件）を超えています。');
  });
  it('any other code is an invalid value', () => {
    expect(serverRowErrorMessage(1, 2)).toBe('2行目: 不正な値です。');
    expect(serverRowErrorMessage(99, 10)).toBe('10行目: 不正な値です。');
  });
});

describe('guest CSV columns', () => {
  it("accepts 'name'/'mail' and '名前'/'メールアドレス' headers in any order, counting the header as row 1", () => {
    const english = readGuestCsvAsServer(sjis('mail,name\r\ntaro@example.jp,山田 太郎\r\n'));
    const japanese = readGuestCsvAsServer(sjis('メールアドレス,名前\r\ntaro@example.jp,山田 太郎\r\n'));
    const expected = E.right([row(2, '山田 太郎', 'taro@example.jp')]);
    expect(english).toEqual(expected);
    expect(japanese).toEqual(expected);
  });
  it('refuses a file without both columns', () => {
    const table = parseCsv('name,email\n太郎,t@example.jp');
    expect(E.chain(guestRowsOf)(table)).toEqual(E.left(GUEST_CSV_MESSAGES.missingColumns));
  });
});

describe('guest CSV preview check', () => {
  it('reports each rule with its row number, Japanese and exact', () => {
    const report = validateGuestCsvRows([
      row(2, '山田 太郎', 'taro@example.jp'),
      row(3, '', ''),
      row(4, 'あ'.repeat(21), 'not-a-mail'),
      row(5, '花子', 'TARO@example.jp'),
    ]);
    expect(report.rowErrors.map(rowErrorLine)).toEqual([
      '3行目: 「メールアドレス」は必須です。入力してください。 名前を入力してください。',
      '4行目: 「メールアドレス」の形式が正しくありません。 名前は20文字以内で入力してください。',
      '5行目: メールアドレスが2行目と重複しています。',
    ]);
    expect(report.validRows.map((r) => r.rowNumber)).toEqual([2]);
    expect(isUploadable(report)).toBe(false);
  });
  it('more than 3000 rows is a file error without a row prefix', () => {
    const rows = Array.from({ length: GUEST_CSV_MAX_ROWS + 1 }, (_, i) => row(i + 2, `利用者${i}`, `u${i}@example.jp`));
    expect(validateGuestCsvRows(rows).fileErrors).toEqual([GUEST_CSV_MESSAGES.limitExceeded]);
    expect(validateGuestCsvRows(rows.slice(0, GUEST_CSV_MAX_ROWS)).fileErrors).toEqual([]);
  });
  it('a file without guest rows cannot be uploaded', () => {
    expect(validateGuestCsvRows([]).fileErrors).toEqual([GUEST_CSV_MESSAGES.noRows]);
  });
});

describe('guest CSV rules as properties', () => {
  const cell = fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 25 }),
    fc.string({ unit: 'grapheme', maxLength: 25 }),
    fc.emailAddress(),
    fc.constantFrom('a@example.jp', 'A@EXAMPLE.JP', ' a@example.jp '),
  );
  const rows = fc
    .array(fc.record({ name: cell, mail: cell }), { maxLength: 40 })
    .map((records) => records.map((r, i) => row(i + 2, r.name, r.mail)));

  it('never throws and reports every bad row exactly once, in order, with a reason', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const report = validateGuestCsvRows(input);
        const reported = report.rowErrors.map((e) => e.rowNumber);
        expect(new Set(reported).size).toBe(reported.length);
        expect([...reported].sort((a, b) => a - b)).toEqual(reported);
        expect(report.rowErrors.every((e) => e.reasons.length > 0)).toBe(true);
        expect(reported.length + report.validRows.length).toBe(input.length);
      }),
    );
  });
  it('a row is valid exactly when a fresh check of that row alone passes and its e-mail came first', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const report = validateGuestCsvRows(input);
        const valid = new Set(report.validRows.map((r) => r.rowNumber));
        input.forEach((r, index) => {
          const alone = isUploadable(validateGuestCsvRows([r]));
          const key = r.mail.trim().toLowerCase();
          const firstOfMail = input.findIndex((other) => other.mail.trim().toLowerCase() === key) === index;
          expect(valid.has(r.rowNumber)).toBe(alone && firstOfMail);
        });
      }),
    );
  });
  it('reading arbitrary bytes never throws: it is rows or a message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = readGuestCsvAsServer(bytes);
        if (E.isLeft(result)) expect(result.left.length).toBeGreaterThan(0);
        else expect(validateGuestCsvRows(result.right).rowErrors.length).toBeLessThanOrEqual(result.right.length);
      }),
    );
  });
  it('any text written as Shift_JIS reads back to the same guest rows', () => {
    const safe = fc.string({
      unit: fc.constantFrom('山', '田', 'ｱ', 'あ', 'a', '1', ' ', ',', '"', '.', '@'),
      maxLength: 15,
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(safe, safe), { minLength: 1, maxLength: 10 }), (pairs) => {
        const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
        const text = ['name,mail', ...pairs.map(([n, m]) => `${quote(n)},${quote(m)}`)].join('\r\n');
        const result = readGuestCsvAsServer(sjis(text));
        const expected = pairs
          .map(([n, m], i) => row(i + 2, n.trim(), m.trim()))
          .filter((r) => !(r.name === '' && r.mail === ''));
        expect(result).toEqual(E.right(expected));
      }),
    );
  });
});

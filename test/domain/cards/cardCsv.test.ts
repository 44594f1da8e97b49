import Encoding from 'encoding-japanese';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCsvFileName } from '../../../src/domain/cards/cardCsv';
import {
  cardRowErrorLine,
  serverLineMessage,
  validateCardCsvRows,
  type CardCsvContext,
} from '../../../src/domain/cards/cardCsvRules';
import * as E from 'fp-ts/Either';
import { type CardCsvPreview, previewCardCsvOf } from '../../../src/domain/cards/cardCsvPreview';
import { readCsvFile } from '../../../src/domain/shared/csvFile';

const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
/** What CardCsvPresenter runs on a chosen file: the reader's readCsvFile, then previewCardCsvOf. */
const previewCardCsv = (bytes: Uint8Array): CardCsvPreview => {
  const read = readCsvFile(bytes);
  return E.isLeft(read) ? { status: 'unreadable', message: read.left } : previewCardCsvOf(read.right);
};
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const HEADER = 'カードID,カード名,利用者メールアドレス';

describe('bulk card CSV: the dry run in the browser', () => {
  it('reads Shift_JIS and UTF-8 alike, by header names in any order', () => {
    const text = `${HEADER}\r\n12,受付用,guest01@example.jp\r\n`;
    const fromSjis = previewCardCsv(sjis(text));
    const fromUtf8 = previewCardCsv(
      utf8(`\uFEFF利用者メールアドレス,カード名,カードID\n guest01@example.jp ,受付用,12\n`),
    );
    expect(fromSjis).toEqual({
      status: 'checked',
      rows: [{ rowNumber: 2, cardId: '12', cardName: '受付用', email: 'guest01@example.jp' }],
      report: expect.anything(),
      uploadable: true,
    });
    expect(fromUtf8.status === 'checked' && fromUtf8.rows).toEqual([
      { rowNumber: 2, cardId: '12', cardName: '受付用', email: 'guest01@example.jp' },
    ]);
  });

  it('lists every bad row by number with every reason', () => {
    const text = [
      HEADER,
      '12,受付用,guest01@example.jp',
      ',名前,',
      'x1,あいうえおかきくけこさ,not-mail',
      '12,重複,guest02@example.jp',
    ].join('\n');
    const preview = previewCardCsv(utf8(text));
    if (preview.status !== 'checked') throw new Error('unreadable');
    expect(preview.report.rowErrors.map(cardRowErrorLine)).toEqual([
      '3行目: カードIDを入力してください。 利用者のメールアドレスを入力してください。',
      '4行目: カードIDは数字で入力してください。 カード名は10文字以内で入力してください。 利用者のメールアドレスの形式が正しくありません。',
      '5行目: カードIDが2行目と重複しています。',
    ]);
    expect(preview.uploadable).toBe(false);
  });

  it("with the organization's lists: unknown cards, cards that already have a user, unknown e-mails", () => {
    const context: CardCsvContext = {
      cards: new Map([
        [12, { hasUser: false }],
        [13, { hasUser: true }],
      ]),
      guestEmails: new Set(['guest01@example.jp']),
    };
    const report = validateCardCsvRows(
      [
        { rowNumber: 2, cardId: '12', cardName: 'A', email: 'GUEST01@example.jp' },
        { rowNumber: 3, cardId: '13', cardName: 'B', email: 'guest01@example.jp' },
        { rowNumber: 4, cardId: '99', cardName: 'C', email: 'nobody@example.jp' },
      ],
      context,
    );
    expect(report.rowErrors.map(cardRowErrorLine)).toEqual([
      '3行目: 利用者が設定済みのカードは登録できません。',
      '4行目: このカードIDのカードはありません。 「利用者」が存在しません。',
    ]);
  });

  it('more than 1,000 rows is a file error; 1,000 is fine', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        rowNumber: i + 2,
        cardId: String(i + 1),
        cardName: 'カード',
        email: 'a@example.jp',
      }));
    expect(validateCardCsvRows(rows(1000)).fileErrors).toEqual([]);
    expect(validateCardCsvRows(rows(1001)).fileErrors).toEqual(['CSVで登録できる件数の上限（1000件）を超えています。']);
    expect(validateCardCsvRows([]).fileErrors).toEqual(['CSVファイルに登録するカードがありません。']);
  });

  it('a file without the three columns, or not a CSV, says so', () => {
    expect(previewCardCsv(utf8('name,mail\nA,a@example.jp'))).toEqual({
      status: 'unreadable',
      message: 'CSVファイルに「カードID」「カード名」「利用者メールアドレス」の列が必要です。',
    });
    expect(previewCardCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      status: 'unreadable',
      message: 'CSVファイルを読み込めませんでした。文字コード（UTF-8またはShift_JIS）とファイル形式をご確認ください。',
    });
    expect(isCsvFileName('cards.CSV')).toBe(true);
    expect(isCsvFileName('cards.xlsx')).toBe(false);
  });

  it('server lines read like the dry run', () => {
    expect(serverLineMessage(7, '利用者が見つかりません')).toBe('7行目: 利用者が見つかりません');
  });

  it('property: any free-text cells never throw, and a row is valid exactly when no reason is listed', () => {
    const cell = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 14 }),
      fc.string({ unit: 'grapheme', maxLength: 14 }),
      fc.emailAddress(),
      fc.nat().map(String),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 20 }), (cells) => {
        const rows = cells.map(([cardId, cardName, email], i) => ({
          rowNumber: i + 2,
          cardId: cardId.trim(),
          cardName: cardName.trim(),
          email: email.trim(),
        }));
        const report = validateCardCsvRows(rows);
        return (
          report.validRows.length + report.rowErrors.length === rows.length &&
          report.rowErrors.every((e) => e.reasons.length > 0)
        );
      }),
    );
  });
});

import Encoding from 'encoding-japanese';
import * as E from 'fp-ts/Either';
import Papa from 'papaparse';
import { bench, describe } from 'vitest';
import { readGuestCsv } from '../../../src/domain/guests/guestCsv';
import { validateGuestCsvRows } from '../../../src/domain/guests/guestCsvRules';
import { decodeCsvBytes } from '../../../src/domain/shared/csvReader';

/** A full-size upload: header plus 3,000 guests, as a spreadsheet saves it (Shift_JIS, CRLF). */
const TEXT = [
  '名前,メールアドレス',
  ...Array.from({ length: 3000 }, (_, i) => `山田 太郎${i},guest${i}@example.co.jp`),
].join('\r\n');
const BYTES = Uint8Array.from(Encoding.convert(Encoding.stringToCode(TEXT), { to: 'SJIS', from: 'UNICODE', type: 'array' }));

describe('3,000-row Shift_JIS guest CSV', () => {
  bench('read + decode + validate (readGuestCsv → validateGuestCsvRows)', () => {
    const rows = readGuestCsv(BYTES);
    if (E.isLeft(rows) || validateGuestCsvRows(rows.right).validRows.length !== 3000) throw new Error('fixture rejected');
  });
  bench('decode only (decodeCsvBytes)', () => {
    decodeCsvBytes(BYTES);
  });
  bench('raw papaparse parse of the decoded text', () => {
    Papa.parse<string[]>(TEXT, { delimiter: ',', skipEmptyLines: false });
  });
});

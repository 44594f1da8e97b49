import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { bench, describe } from 'vitest';
import * as E from 'fp-ts/Either';
import { previewGuestCsvOf } from '../../../src/domain/guests/guestCsvPreview';
import { readCsvFile } from '../../../src/domain/shared/csvFile';
import { decodeCsvBytes } from '../../../src/domain/shared/csvReader';

/** A full-size upload: header plus 3,000 guests, as a spreadsheet saves it (Shift_JIS, CRLF). */
const TEXT = [
  '名前,メールアドレス',
  ...Array.from({ length: 3000 }, (_, i) => `山田 太郎${i},guest${i}@example.co.jp`),
].join('\r\n');
const BYTES = Uint8Array.from(
  Encoding.convert(Encoding.stringToCode(TEXT), { to: 'SJIS', from: 'UNICODE', type: 'array' }),
);
const FILE = new Blob([BYTES], { type: 'text/csv' });

describe('3,000-row Shift_JIS guest CSV', () => {
  // exactly what GuestCsvPanel runs on a chosen file: File.arrayBuffer() then GuestCsvPresenter.chooseFile →
  // readCsvFile (the reader), previewGuestCsvOf
  bench(
    'browser path: Blob.arrayBuffer → readCsvFile → previewGuestCsvOf (detect, decode, parse, map, validate)',
    async () => {
      const read = readCsvFile(new Uint8Array(await FILE.arrayBuffer()), { shiftJis: true });
      if (E.isLeft(read)) throw new Error('fixture unreadable');
      const preview = previewGuestCsvOf(read.right);
      if (preview.status !== 'checked' || !preview.uploadable || preview.rows.length !== 3000)
        throw new Error('fixture rejected');
    },
  );
  bench('decode only (decodeCsvBytes)', () => {
    decodeCsvBytes(BYTES);
  });
  bench('raw papaparse parse of the decoded text', () => {
    Papa.parse<string[]>(TEXT, { delimiter: ',', skipEmptyLines: false });
  });
});

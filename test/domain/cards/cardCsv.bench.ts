import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { bench, describe } from 'vitest';
import * as E from 'fp-ts/Either';
import { previewCardCsvOf } from '../../../src/domain/cards/cardCsvPreview';
import type { CardCsvContext } from '../../../src/domain/cards/cardCsvRules';
import { readCsvFile } from '../../../src/domain/shared/csvFile';

/** A full-size upload: header plus 1,000 cards, as a spreadsheet saves it (Shift_JIS, CRLF). */
const TEXT = [
  'カードID,カード名,利用者メールアドレス',
  ...Array.from({ length: 1000 }, (_, i) => `${i + 1},受付カード${i % 100},guest${i}@example.co.jp`),
].join('\r\n');
const BYTES = Uint8Array.from(
  Encoding.convert(Encoding.stringToCode(TEXT), { to: 'SJIS', from: 'UNICODE', type: 'array' }),
);
const FILE = new Blob([BYTES], { type: 'text/csv' });
/** What the screen knows after loading the organization: 1,000 cards without users and their guests. */
const CONTEXT: CardCsvContext = {
  cards: new Map(Array.from({ length: 1000 }, (_, i) => [i + 1, { hasUser: false }] as const)),
  guestEmails: new Set(Array.from({ length: 1000 }, (_, i) => `guest${i}@example.co.jp`)),
};

describe('1,000-row Shift_JIS card CSV', () => {
  // exactly what CardCsvPage runs on a chosen file: File.arrayBuffer() then CardCsvPresenter.chooseFile → readCsvFile
  // (the reader), previewCardCsvOf
  bench(
    'browser path: Blob.arrayBuffer → readCsvFile → previewCardCsvOf (detect, decode, parse, map, dry run with the organization)',
    async () => {
      const read = readCsvFile(new Uint8Array(await FILE.arrayBuffer()));
      if (E.isLeft(read)) throw new Error('fixture unreadable');
      const preview = previewCardCsvOf(read.right, CONTEXT);
      if (preview.status !== 'checked' || !preview.uploadable || preview.rows.length !== 1000)
        throw new Error('fixture rejected');
    },
  );
  bench('raw papaparse parse of the same text', () => {
    Papa.parse<string[]>(TEXT, { delimiter: ',', skipEmptyLines: false });
  });
});

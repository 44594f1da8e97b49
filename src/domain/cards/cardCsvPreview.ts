import * as E from 'fp-ts/Either';
import { type CardCsvRow, readCardCsv } from './cardCsv';
import { type CardCsvContext, type CardCsvReport, isCardCsvUploadable, validateCardCsvRows } from './cardCsvRules';

export type CardCsvPreview =
  | { readonly status: 'unreadable'; readonly message: string }
  | { readonly status: 'checked'; readonly rows: ReadonlyArray<CardCsvRow>; readonly report: CardCsvReport; readonly uploadable: boolean };

/** The browser's whole dry run from the chosen file's bytes (benchmarked in test/domain/cards/cardCsv.bench.ts). */
export const previewCardCsv = (bytes: Uint8Array, context?: CardCsvContext): CardCsvPreview => {
  const rows = readCardCsv(bytes);
  if (E.isLeft(rows)) return { status: 'unreadable', message: rows.left };
  const report = validateCardCsvRows(rows.right, context);
  return { status: 'checked', rows: rows.right, report, uploadable: isCardCsvUploadable(report) };
};

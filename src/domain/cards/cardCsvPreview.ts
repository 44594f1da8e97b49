import * as E from 'fp-ts/Either';
import type { CsvFileContent } from '../shared/csvReader';
import { type CardCsvRow, cardRowsOf } from './cardCsv';
import { type CardCsvContext, type CardCsvReport, isCardCsvUploadable, validateCardCsvRows } from './cardCsvRules';

export type CardCsvPreview =
  | { readonly status: 'unreadable'; readonly message: string }
  | {
      readonly status: 'checked';
      readonly rows: ReadonlyArray<CardCsvRow>;
      readonly report: CardCsvReport;
      readonly uploadable: boolean;
    };

/** The dry run of a read file (UTF-8 or Shift_JIS, both sent as they are: devices-access §5). */
export const previewCardCsvOf = (content: CsvFileContent, context?: CardCsvContext): CardCsvPreview => {
  const rows = cardRowsOf(content.table);
  if (E.isLeft(rows)) return { status: 'unreadable', message: rows.left };
  const report = validateCardCsvRows(rows.right, context);
  return { status: 'checked', rows: rows.right, report, uploadable: isCardCsvUploadable(report) };
};

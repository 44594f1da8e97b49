import * as E from 'fp-ts/Either';
import type { CsvFileRead } from '../shared/csvFile';
import { shiftJisFormOf } from '../shared/shiftJis';
import { type GuestCsvRow, guestRowsOf } from './guestCsv';
import { type GuestCsvReport, isUploadable, validateGuestCsvRows } from './guestCsvRules';

/** What the CSV tab shows before anything is sent: the file cannot be read, or every row checked. */
export type GuestCsvPreview =
  | { readonly status: 'unreadable'; readonly message: string }
  | {
      readonly status: 'checked';
      readonly rows: ReadonlyArray<GuestCsvRow>;
      readonly report: GuestCsvReport;
      readonly uploadable: boolean;
      /**
       * The Shift_JIS bytes the server receives (devices-access §5: it reads Shift_JIS); null while a row cannot be
       * converted.
       */
      readonly upload: Uint8Array | null;
      /** 'UTF8' when the file is converted before sending; null when it is Shift_JIS already. */
      readonly convertedFrom: 'UTF8' | null;
    };

/** The preview of a read file: rows, every row checked (Shift_JIS included), and the bytes to send. */
export const previewGuestCsvOf = (read: CsvFileRead): GuestCsvPreview => {
  const rows = guestRowsOf(read.table);
  if (E.isLeft(rows)) return { status: 'unreadable', message: rows.left };
  const shiftJis = read.shiftJis ?? shiftJisFormOf(read);
  const report = validateGuestCsvRows(rows.right, shiftJis.unencodableRows);
  return {
    status: 'checked',
    rows: rows.right,
    report,
    uploadable: isUploadable(report) && shiftJis.upload !== null,
    upload: shiftJis.upload,
    convertedFrom: shiftJis.convertedFrom,
  };
};

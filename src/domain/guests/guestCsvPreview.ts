import * as E from 'fp-ts/Either';
import { type GuestCsvRow, readGuestCsv } from './guestCsv';
import { type GuestCsvReport, isUploadable, validateGuestCsvRows } from './guestCsvRules';

/** What the CSV tab shows before anything is sent: the file cannot be read, or every row checked. */
export type GuestCsvPreview =
  | { readonly status: 'unreadable'; readonly message: string }
  | { readonly status: 'checked'; readonly rows: ReadonlyArray<GuestCsvRow>; readonly report: GuestCsvReport; readonly uploadable: boolean };

/** The browser's whole path from the chosen file's bytes to the preview (benchmarked in csv.bench.ts). */
export const previewGuestCsv = (bytes: Uint8Array): GuestCsvPreview => {
  const rows = readGuestCsv(bytes);
  if (E.isLeft(rows)) return { status: 'unreadable', message: rows.left };
  const report = validateGuestCsvRows(rows.right);
  return { status: 'checked', rows: rows.right, report, uploadable: isUploadable(report) };
};

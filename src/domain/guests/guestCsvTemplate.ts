import Encoding from 'encoding-japanese';

export const GUEST_CSV_TEMPLATE_FILE_NAME = '利用者一括登録テンプレート.csv';

/**
 * The guest CSV template offered for download: the two required headers (name, mail), in
 * Shift_JIS as the spec asks of guest CSV files (devices-access §5), CRLF ended.
 * Header only, no example row: a forgotten example would register a made-up guest.
 */
export const guestCsvTemplate = (): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode('name,mail\r\n'), { to: 'SJIS', from: 'UNICODE' }));

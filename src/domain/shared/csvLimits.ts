/**
 * The CSV limits and messages without the reader: what a screen or the file reader's front needs to refuse
 * a file, without papaparse and encoding-japanese (they load with the reader, off the lock list's path).
 */

/**
 * The largest CSV file the console reads: 5 MB (ours; the spec is silent). The biggest files the spec
 * allows (3000 guests, 1000 cards) are a few hundred KB, so 5 MB leaves room for extra columns while a
 * wrong file (an export of everything, a video renamed .csv) is refused before it is read.
 */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The limit as the screens say it. */
export const CSV_MAX_SIZE_LABEL = '5MB';

/** Not in the spec: shown when a file cannot be read as CSV at all. */
export const CSV_MESSAGES = {
  tooLarge: `ファイルが大きすぎます。CSVファイルは${CSV_MAX_SIZE_LABEL}までです。`,
  /** The browser could not read the file (moved, deleted or changed after it was chosen, no permission). */
  cannotOpen:
    'ファイルを開けませんでした。ファイルが移動・削除・変更されていないかご確認のうえ、もう一度選んでください。',
  unreadable: 'CSVファイルを読み込めませんでした。文字コード（UTF-8またはShift_JIS）とファイル形式をご確認ください。',
  empty: 'CSVファイルにデータがありません。',
  unbalancedQuotes: (rowNumber: number): string =>
    `CSVファイルを読み込めませんでした。${rowNumber}行目の「"」の対応が正しくありません。`,
} as const;

/** A file over the size limit: the message, before anything is read. */
export const csvSizeProblem = (sizeInBytes: number): string | undefined =>
  sizeInBytes > CSV_MAX_BYTES ? CSV_MESSAGES.tooLarge : undefined;

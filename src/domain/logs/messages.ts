/**
 * Japanese texts of the logs feature. The spec gives most of these only as English
 * descriptions; every entry here is a translation except timecardUserRequired (the brief's text).
 */
export const LOG_MESSAGES = {
  /** translation: 'Downloaded' */
  csvDownloaded: 'ダウンロードしました。',
  /** translation: 'Data creation failed' */
  csvFailed: 'データの作成に失敗しました。',
  /** translation: load failure alerts (texts not shown in the spec) */
  lockLogLoadFailed: '施解錠履歴を取得できませんでした。',
  entryExitLogLoadFailed: '入退室履歴を取得できませんでした。',
  timecardLoadFailed: 'タイムカードを取得できませんでした。',
  timecardUserRequired: '利用者を選択してください。',
  /** translation: note under the by-day timecard when it was cut to its first 100 rows */
  dailyRowsCut: '先頭の100件のみ表示しています。',
} as const;

/** translation: the 8 log types (open … autolock_failed). */
export const LOG_TYPE_LABELS = {
  open: '解錠',
  close: '施錠',
  manual_open: '手動解錠',
  manual_close: '手動施錠',
  autolock: 'オートロック',
  open_failed: '解錠失敗',
  close_failed: '施錠失敗',
  /** the spec says 'auto-lock failing repeatedly' */
  autolock_failed: 'オートロック連続失敗',
} as const;

/** translation: key types (admin console, card, PIN, app). */
export const KEY_TYPE_LABELS = {
  console: '管理画面',
  card: 'カード',
  pin: '暗証番号',
  app: 'アプリ',
} as const;

/** translation: which lock of a door with a sub lock logged the event. */
export const LOCK_SIDE_LABELS = {
  main: 'メインロック',
  sub: 'サブロック',
} as const;

/** translation: entry/exit direction, from the keypad side that was used. */
export const ENTRY_EXIT_LABELS = {
  enter: '入室',
  exit: '退室',
} as const;

/** translation: tab names, timecard views and the kind part of CSV file names. */
export const LOG_TAB_LABELS = {
  lockLog: '施解錠履歴',
  entryExitLog: '入退室履歴',
  timecard: 'タイムカード',
} as const;

export const TIMECARD_VIEW_LABELS = {
  byDay: '日別',
  byUser: '利用者別',
} as const;

export const CSV_KIND_LABELS = {
  lockLog: '施解錠履歴',
  entryExitLog: '入退室履歴',
  dailyTimecard: 'タイムカード_日別',
  guestTimecard: 'タイムカード_利用者別',
} as const;

/** translation: CSV column headers. */
export const CSV_HEADERS = {
  lockLog: ['日時', '操作', '解錠方法', '利用者', 'ロック'],
  entryExitLog: ['日時', '入退室', '利用者'],
  dailyTimecard: ['利用者', '入室', '退室', '状態'],
  guestTimecard: ['日付', '入室', '退室'],
} as const;

/** translation: a daily row the server flags (isError), e.g. an entry with no exit. */
export const TIMECARD_ERROR_LABEL = '打刻エラー';

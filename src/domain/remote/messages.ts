/**
 * Japanese texts of the remote lock/unlock dialog. The spec gives them only as English
 * descriptions ('open?', 'close?', 'unlocked', 'locked', alerts without text): all are translations.
 */
export const REMOTE_MESSAGES = {
  title: '遠隔操作',
  connecting: 'ロックと通信しています…',
  confirmOpen: '解錠しますか？',
  confirmClose: '施錠しますか？',
  /** read_status reported open_and_close: the manager picks the operation */
  confirmChoice: 'ロックの状態を確認できませんでした。解錠または施錠を選択してください。',
  opening: '解錠しています…',
  closing: '施錠しています…',
  opened: '解錠しました。',
  closed: '施錠しました。',
  communicationError: '通信エラーが発生しました。時間をおいて再度お試しください。',
  /** alerts when a job fails without a server message, or its request fails */
  readStatusFailed: 'ロックの状態を取得できませんでした。時間をおいて再度お試しください。',
  openFailed: '解錠に失敗しました。時間をおいて再度お試しください。',
  closeFailed: '施錠に失敗しました。時間をおいて再度お試しください。',
} as const;

/** translation: dialog buttons. */
export const REMOTE_BUTTONS = {
  open: '解錠',
  close: '施錠',
  cancel: 'キャンセル',
  ok: 'OK',
} as const;

/**
 * translation: the door-state screen (扉の状態). The spec has no such screen; its states are the remote
 * dialog's words (施錠・解錠) and the lock panel's ハブ未設定.
 */
export const DOOR_STATE_MESSAGES = {
  title: '扉の状態',
  listing: 'ロックの一覧を読み込んでいます…',
  readAgain: '読み直す',
  readAt: '読み取り日時',
  readAtPending: '読み取り中',
  closeAll: '解錠中の扉をすべて施錠',
  retryFailed: '施錠に失敗した扉をすべて再試行',
  retry: '再試行',
  confirmTitle: '解錠中の扉をすべて施錠',
  confirmLabel: '施錠する',
  /** The confirmation's list of doors, as a screen reader names it. */
  closeList: '施錠する扉',
  nothingToClose: '解錠中の扉はありません。',
  /** Spec silent: said while 'lock every unlocked door' reads every door again before its confirmation. */
  checking: '施錠の前に、いまの扉の状態を確認しています…',
  waiting: '待機中',
  reading: '確認中…',
  closeWaiting: '施錠待ち',
  closing: '施錠しています…',
  closed: '施錠しました',
  readFailed: '確認できませんでした',
  summaryFailed: '確認できず',
  closeFailed: '施錠できませんでした',
  /** why a lock without a hub cannot be read: the lock panel's ハブ未設定 */
  unreadable: '確認できません（ハブ未設定）',
} as const;

/** translation: what read_status reports; 半開 is open_and_close (the sensor reports both). */
export const LOCK_STATUS_LABELS = {
  open: '解錠',
  close: '施錠',
  open_and_close: '半開',
} as const;

/** The confirmation's question above the list of doors. */
export const closeAllQuestion = (count: number): string =>
  `次の${count}件の扉に施錠を指示します。指示した施錠は取り消せません。よろしいですか？`;

/** Overall progress of a close run: how many of the doors sent a close have finished (locked or failed). */
export const closeProgressText = (done: number, total: number): string =>
  `${total} 件中 ${done} 件の施錠が終わりました`;

/** One poll of a running job, as the remote dialog counts them. */
export const pollCountText = (polls: number, max: number): string => `応答確認 ${polls}/${max} 回`;

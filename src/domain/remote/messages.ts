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

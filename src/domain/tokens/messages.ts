/**
 * Japanese texts of external application API tokens. The spec gives only the calls, so every
 * text here is ours ("a screen of our own design"); the name rules follow the lock-name wording.
 */
export const TOKEN_MESSAGES = {
  nameRequired: '「アプリケーション名」は必須です。入力してください。',
  nameTooLong: '「アプリケーション名」は最大50文字です。',
  listFailed: 'APIトークンの一覧を取得できませんでした。時間をおいて再度お試しください。',
  issueFailed: 'APIトークンを発行できませんでした。時間をおいて再度お試しください。',
  revokeFailed: 'APIトークンを無効化できませんでした。時間をおいて再度お試しください。',
  issued: 'APIトークンを発行しました。',
  revoked: 'APIトークンを無効化しました。',
  /** The one-time dialog's warning. */
  shownOnce:
    'このトークンは今回しか表示されません。ダイアログを閉じると二度と表示できないため、必ずコピーして安全な場所に保管してください。',
  copied: 'トークンをコピーしました。',
  copyFailed: 'コピーできませんでした。トークンを選択してコピーしてください。',
  neverUsed: '未使用',
  noApplicationName: '（名称未設定）',
  empty: '発行済みのAPIトークンはありません。',
} as const;

/** The revoke confirmation names the application. */
export const revokeQuestionOf = (applicationName: string): string =>
  `「${applicationName}」のAPIトークンを無効化しますか？`;
export const REVOKE_WARNING =
  '無効化したトークンでは、このアプリケーションからAPIを呼び出せなくなります。この操作は取り消せません。';

/**
 * Ours (the spec has no token screen): asked when the issued dialog is closed (Esc, a click beside it,
 * a close button) before the token was copied; it can never be shown again.
 */
export const CLOSE_UNCOPIED_QUESTION = {
  title: 'トークンをコピーせずに閉じますか？',
  message:
    'このトークンは二度と表示できません。閉じる前に「トークンをコピー」でコピーし、安全な場所に保管してください。',
  confirmLabel: 'コピーせずに閉じる',
  cancelLabel: '戻ってコピーする',
  destructive: true,
} as const;

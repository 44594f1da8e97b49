import type { CredentialState, GroupClosedReason } from './moment';

/** The words of the access views (この扉を開けられる人, この人が開けられる扉, アクセスの点検). */
export const ACCESS_MESSAGES = {
  groupClosed: {
    'before-period': '期間の開始前',
    'after-period': '期間の終了後',
    weekday: '利用できない曜日',
    hours: '利用時間外',
  } satisfies Record<GroupClosedReason, string>,
  credential: {
    opens: '開けられる',
    failed: '登録失敗',
    registering: '登録中',
    'being-deleted': '削除処理中',
    'not-yet': '開始前',
    expired: '期限切れ',
  } satisfies Record<CredentialState, string>,
  opens: '開けられる',
  /** A guest whose lock-app account is not connected has no app key yet, whatever the group allows. */
  notConnected: 'アプリ未連携',
  noEnd: '期限なし',
  readAgain: '読み直す',
  loadFailed: 'アクセス情報を取得できませんでした。',
  /** '40 件中 12 件を確認しました': the calls settled out of the calls asked for so far. */
  progress: (done: number, total: number): string => `${total} 件中 ${done} 件を確認しました`,
  /** 'いま' when the moment is now, otherwise the moment as the manager set it ('2026/11/25 20:00 に'). */
  readAt: (when: string): string => `${when} に読み込みました`,
} as const;

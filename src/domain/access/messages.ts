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
  /** この人が開けられる扉 (per guest). */
  guest: {
    title: 'この人が開けられる扉',
    /** '今この人が開けられる扉：3か所', or at a moment the manager set: '2026/11/25 20:00 にこの人が開けられる扉：3か所'. */
    totals: (when: string | null, count: number): string =>
      `${when === null ? '今' : `${when} に`}この人が開けられる扉：${count}か所`,
    notConnectedNote: 'この利用者はアプリ未連携のため、鍵グループではどの扉も開けられません（ICカードは使えます）。',
    noGroups: '鍵グループに入っていません。',
    noLocks: 'このグループに扉はありません。',
    noCards: 'ICカードを持っていません。',
    notOnKeypad: 'キーパッド未登録',
    noDoors: 'この人が開けられる扉はありません。',
    matchedByNames: 'カード名と利用者名で照合',
    removeFromGroupTitle: 'グループから外す',
    removeFromGroup: (guest: string, group: string): string =>
      `${guest}さんを鍵グループ「${group}」から外します。よろしいですか？`,
    /** The title of the keypad card's delete confirmation (its message is the card screen's own). */
    unassignCardTitle: (door: string, side: string): string => `カードの削除（${door} ${side}）`,
  },
  readAgain: '読み直す',
  loadFailed: 'アクセス情報を取得できませんでした。',
  /** '40 件中 12 件を確認しました': the calls settled out of the calls asked for so far. */
  progress: (done: number, total: number): string => `${total} 件中 ${done} 件を確認しました`,
  /** 'いま' when the moment is now, otherwise the moment as the manager set it ('2026/11/25 20:00 に'). */
  readAt: (when: string): string => `${when} に読み込みました`,
} as const;

/** The words of the header's search (not in the spec: the console's own). */
export const SEARCH_MESSAGES = {
  /** The kinds of what the search finds (results.ts: SearchKind), in their group headings. */
  kinds: {
    lock: 'ロック',
    guest: '利用者',
    group: '鍵グループ',
    card: 'ICカード',
    manager: '管理者',
    screen: '画面',
  },
  /** A kind whose list could not be read: said in its group, the other kinds still answer. */
  kindFailed: (kind: string): string => `${kind}を検索できませんでした。`,
  more: (total: number, shown: number): string => `ほか${total - shown}件`,
  noUser: '利用者未設定',
  notConnected: 'アプリ未連携',
  guestCount: (n: number): string => `${n}名`,
  cardId: (id: number): string => `ID${id}`,
  none: '見つかりませんでした。',
  /** The search's code or bindings did not arrive (the network): closing and opening it again tries again. */
  unavailable: '検索を開けませんでした。閉じてもう一度お試しください。',
} as const;

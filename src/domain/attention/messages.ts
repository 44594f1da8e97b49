/**
 * The words of 要対応 (not in the spec: the console's own screen over the spec's reads). Battery and side labels are
 * the lock list's own (locks/messages.ts).
 */
export const DEVICE_ATTENTION_MESSAGES = {
  subLock: 'サブロック',
  keypad: (side: string): string => `キーパッド（${side}）`,
  /** A door whose state could not be read in this session's 扉の状態: its hub (or the lock behind it) did not answer. */
  hubFailed: (message: string): string => `扉の状態を読めませんでした（${message}）`,
  /** The lock list's one line: '要対応 3件' (only what the lock list read: batteries and hubs). */
  count: (n: number): string => `要対応 ${n}件`,
} as const;

/** Every word of the screen; the lock list loads only DEVICE_ATTENTION_MESSAGES (its line and the devices' items). */
export const ATTENTION_MESSAGES = {
  ...DEVICE_ATTENTION_MESSAGES,
  title: '要対応',
  kinds: {
    battery: '電池',
    hub: 'ハブの応答なし',
    registrationFailed: '登録の失敗',
    endingSoon: '7日以内に期限切れ',
    connectionPending: '連携依頼から14日以上未連携',
    cardWithoutUser: '利用者未設定のカード',
  },
  pin: (name: string): string => `暗証番号「${name}」`,
  card: (name: string): string => `カード「${name}」`,
  group: (name: string): string => `鍵グループ「${name}」`,
  cardId: (id: number): string => `ID${id}`,
  noUser: '利用者なし',
  ends: (when: string): string => `${when} に期限切れ`,
  requestedOn: (when: string, days: number): string => `${when} に連携依頼（${days}日経過）`,
  /** Where 確認済み is kept (said on screen). */
  acknowledgedHere:
    '確認済みの印はこのブラウザに組織・管理者ごとに保存され、翌日、まだ対応が必要な項目は再び表示されます。',
  acknowledge: '確認済みにする',
  acknowledged: '確認済み',
  none: '対応が必要な項目はありません。',
  loadFailed: '要対応の項目を取得できませんでした。',
} as const;

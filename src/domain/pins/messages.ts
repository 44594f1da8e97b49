/**
 * Japanese texts of PIN codes (the access period's are in domain/keypads/messages.ts). Copied
 * exactly from the spec (devices-access §5 and §8) unless marked; marked ones say what the spec leaves open.
 */
export const PIN_MESSAGES = {
  /** The spec's only name message covers both rules (devices-access §5). */
  nameRule: '「名前」は30文字以内で入力してください。',
  /** Not in the spec ('other messages not shown'): an empty PIN. */
  pinRequired: '「暗証番号」を入力してください。',
  pinNotNumeric: '数値で入力',
  /** Not in the spec: the length rule 4 to 8 (devices-access §9). */
  pinLength: '「暗証番号」は4桁以上8桁以下で入力してください。',
  /** ★ Not in the spec: the same code is already on this keypad. */
  pinInUse: (name: string): string =>
    `この暗証番号は同じキーパッドの「${name}」で使われています。別の番号を入力してください。`,
  /** Not in the spec: no free code of that length is left (never happens below 10,000 codes, kept for honesty). */
  noFreePin: 'この桁数で空いている暗証番号がありません。',
  /** Translation: the limit modal ('50 registered (or the plan maximum)'). */
  limitReached: (limit: number): string =>
    `登録できる暗証番号は${limit}件までです。不要な暗証番号を削除してから登録してください。`,
  /** Translation: 'registration is accepted and takes a while to apply'. */
  accepted: '暗証番号の登録を受け付けました。キーパッドに反映されるまでしばらく時間がかかります。',
  /** Translation: register failure alert. */
  registerFailed: '暗証番号の登録に失敗しました。時間をおいて再度お試しください。',
  /** Translation: load failure alert (then back to the list). */
  loadFailed: '暗証番号の情報を取得できませんでした。',
  deleted: '削除しました。',
  deleteFailed: '削除に失敗しました。',
  /** Not in the spec: the confirmation before deleting. */
  deleteConfirm: (name: string): string => `暗証番号「${name}」を削除します。よろしいですか？`,
  /** Translation: a failed registration job and what the manager can do. */
  jobFailed:
    'キーパッドへの登録に失敗しました。キーパッドとハブの電源・電波状況を確認し、「再登録」を押すか、削除してから登録し直してください。',
  /** Not in the spec: a retry (再登録) deleted the failed PIN but could not register it again; its values are kept. */
  resendFailed:
    '失敗した登録は削除しましたが、再登録できませんでした。内容は保持しています。「再送信」でもう一度送信してください。',
  /** Not in the spec: the toast after a retry was sent. */
  retryAccepted: '暗証番号の再登録を受け付けました。',
} as const;

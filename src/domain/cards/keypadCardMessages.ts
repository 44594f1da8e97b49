/** Why a failed card's card could not be named from the organization's cards (its retryUnidentified). */
const UNIDENTIFIED_BECAUSE = {
  none: '同じカード名・利用者のカードが組織のカード一覧に見つからず、',
  several: '同じカード名・利用者のカードが組織に複数あり、',
  partial: '組織のカード一覧を最後まで読み取れず、',
} as const;

/**
 * The texts of a keypad's card registration status (a lock panel's line, its reading, 再登録 and 再送信), in a module
 * of their own (a module is not split between chunks): the lock list, which shows that status, does not carry every
 * card text (CARD_MESSAGES, which holds these too).
 */
export const KEYPAD_CARD_MESSAGES = {
  listFailed: 'カード一覧を取得できませんでした。',
  registerFailed: 'カードの登録に失敗しました。',
  /** Translation of the 'upper limit reached' modal. */
  limitReached: '登録できるカードの上限（1000枚）に達しています。不要なカードを削除してから登録してください。',
  jobFailed:
    'キーパッドへの登録に失敗しました。キーパッドとハブの電源・電波状況を確認し、「再登録」を押すか、削除してから登録し直してください。',
  retryAccepted: 'カードの再登録を受け付けました。',
  /**
   * Not in the spec: a retry (再登録) removed the failed card from the keypad but could not add it again; its values are
   * kept.
   */
  resendFailed:
    '失敗した登録は削除しましたが、再登録できませんでした。内容は保持しています。「再送信」でもう一度送信してください。',
  /**
   * Not in the spec: 再登録 of a failed card whose card the organization's card list cannot name (the spec's knight_cards
   * row carries no card master id, application/cards/keypadCardAgain.ts): which card, why, and the way to add it again.
   * Nothing was sent.
   */
  retryUnidentified: (name: string, guestName: string | null, why: 'none' | 'several' | 'partial'): string =>
    `カード「${name}」（利用者：${guestName ?? '未設定'}）は、${UNIDENTIFIED_BECAUSE[why]}` +
    'どのカードか特定できなかったため、再登録していません。失敗したカードを削除してから、「カードを追加」で登録し直してください。',
} as const;

import { MESSAGES } from '../shared/messages';

/** Why a failed card's card could not be named from the organization's cards (CARD_MESSAGES.retryUnidentified). */
const UNIDENTIFIED_BECAUSE = {
  none: '同じカード名・利用者のカードが組織のカード一覧に見つからず、',
  several: '同じカード名・利用者のカードが組織に複数あり、',
  partial: '組織のカード一覧を最後まで読み取れず、',
} as const;

/** Japanese texts of IC cards, copied exactly from the spec (devices-access §2, §5, §8) unless marked. */
export const CARD_MESSAGES = {
  /** Not in the spec ('messages not shown'): card name required. */
  nameRequired: '「カード名」を入力してください。',
  /** Not in the spec: card name over 10 characters. */
  nameTooLong: '「カード名」は10文字以内で入力してください。',
  /** Not in the spec: the user left empty. */
  userRequired: '「利用者」を選択してください。',
  userNotFound: '「利用者」が存在しません。',
  /** Not in the spec: the typed name is shared by several guests and none was picked from the suggestions. */
  userAmbiguous: '同じ名前の利用者が複数います。候補の一覧からメールアドレスを確かめて選んでください。',
  noCards: '登録されているカードはありません。',
  needsUser: '！利用者登録設定を行ってください。',
  deleteConfirm: (id: number): string => `ID${id}を削除します よろしいですか？`,
  /** Translation of the note under the delete confirmation. */
  deleteNote: '削除するとこのカードで解錠できなくなります。削除の反映には時間がかかります。',
  /** Translation of the delete-failure modal. */
  deleteBlocked:
    'このカードはキーパッドに登録されているため削除できませんでした。次のキーパッドでカードの登録を解除してから、再度お試しください。',
  deleteFailed: '削除に失敗しました。',
  deleted: MESSAGES.deleted,
  saved: MESSAGES.saved,
  registeredToast: MESSAGES.registered,
  registerFailed: 'カードの登録に失敗しました。',
  loadFailed: 'カード情報を取得できませんでした。',
  listFailed: 'カード一覧を取得できませんでした。',
  /** Not in the spec: the save failure of the card edit/registration screens (the server's error wins when present). */
  saveFailed: '保存に失敗しました。時間をおいて再度お試しください。',
  /** Translation of the 'upper limit reached' modal. */
  limitReached: '登録できるカードの上限（1000枚）に達しています。不要なカードを削除してから登録してください。',
  /** Translation of 'registration complete'. */
  registrationComplete: 'カードの登録が完了しました。',
  /** Not in the spec: no card chosen, or more than 5. */
  chooseCards: 'カードを1枚以上選択してください。',
  tooManyCards: '一度に登録できるカードは5枚までです。',
  /** Not in the spec: an entry without its card. */
  chooseCard: 'カードを選択してください。',
  /** Not in the spec: the same card chosen twice. */
  duplicateCard: '同じカードが選択されています。',
  /** Translation: a card whose guest is null is being deleted. */
  beingDeleted: '削除処理中です。反映までしばらくお待ちください。',
  jobFailed:
    'キーパッドへの登録に失敗しました。キーパッドとハブの電源・電波状況を確認し、「再登録」を押すか、削除してから登録し直してください。',
  notSet: '未設定',
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
  /** Not in the spec: the delete confirmation of a keypad card. */
  unlinkConfirm: (name: string): string => `カード「${name}」をこのキーパッドから削除します。よろしいですか？`,
} as const;

/** Messages of the bulk card CSV (devices-access §5); the marked ones are ours. */
export const CARD_CSV_MESSAGES = {
  chooseFile: 'ファイルを選択してください。',
  /** Not in the spec: the '.csv only' rule. */
  csvOnly: 'CSVファイル（.csv）を選択してください。',
  /** Not in the spec: the columns the reader needs. */
  missingColumns: 'CSVファイルに「カードID」「カード名」「利用者メールアドレス」の列が必要です。',
  noRows: 'CSVファイルに登録するカードがありません。',
  limitExceeded: 'CSVで登録できる件数の上限（1000件）を超えています。',
  cardIdRequired: 'カードIDを入力してください。',
  cardIdInvalid: 'カードIDは数字で入力してください。',
  cardNameRequired: 'カード名を入力してください。',
  cardNameTooLong: 'カード名は10文字以内で入力してください。',
  emailRequired: '利用者のメールアドレスを入力してください。',
  emailInvalid: '利用者のメールアドレスの形式が正しくありません。',
  duplicateCard: (firstRow: number): string => `カードIDが${firstRow}行目と重複しています。`,
  /** What the browser knows from the organization's lists when they could be loaded. */
  unknownCard: 'このカードIDのカードはありません。',
  cardHasUser: '利用者が設定済みのカードは登録できません。',
  unknownUser: '「利用者」が存在しません。',
  /** Translation: generic failure of the upload. */
  uploadFailed: 'CSVの登録に失敗しました。エラー内容をご確認ください。',
  templateFailed: 'テンプレートをダウンロードできませんでした。',
  rowPrefix: (row: number): string => `${row}行目: `,
} as const;

import { MESSAGES } from '../shared/messages';
import { KEYPAD_CARD_MESSAGES } from './keypadCardMessages';

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
  loadFailed: 'カード情報を取得できませんでした。',
  /** Not in the spec: the save failure of the card edit/registration screens (the server's error wins when present). */
  saveFailed: '保存に失敗しました。時間をおいて再度お試しください。',
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
  notSet: '未設定',
  /** Not in the spec: the delete confirmation of a keypad card. */
  unlinkConfirm: (name: string): string => `カード「${name}」をこのキーパッドから削除します。よろしいですか？`,
  // a keypad's card registration status (keypadCardMessages.ts: on the lock list's panels)
  ...KEYPAD_CARD_MESSAGES,
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

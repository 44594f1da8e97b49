import { MESSAGES } from '../shared/messages';

/** Japanese texts of the guests feature, copied exactly from the spec unless marked otherwise. */
export const GUEST_MESSAGES = {
  nameRequired: '名前を入力してください。',
  nameTooLong: '名前は20文字以内で入力してください。',
  emailRequired: '「メールアドレス」は必須です。入力してください。',
  emailInvalid: '「メールアドレス」の形式が正しくありません。',
  emailTaken: '既に登録されているメールアドレスです。',
  planLimitReached: MESSAGES.planLimitReached,
  planUnavailable: MESSAGES.planUnavailable,
  deleteFailed: '削除に失敗しました。',
  /** Translation: the spec says a modal asks to delete the guest's cards first. */
  deleteHasCards: 'この利用者にはカードが登録されているため削除できません。先に次のカードを削除してください。',
  saveFailed: '保存に失敗しました。時間をおいて再度お試しください。',
  /** Translation: the spec says only 'generic failure toast' for other create errors. */
  createFailed: '登録に失敗しました。時間をおいて再度お試しください。',
  loadFailed: '利用者情報を取得できませんでした。',
  connectionRequested: '連携依頼しました。',
  /** The spec shows '保存に失敗しました。…'; completed like the save failure. */
  connectionRequestFailed: '保存に失敗しました。時間をおいて再度お試しください。',
  /** The spec shows '利用者数がプランの上限を超えています。…'; the second sentence is ours. */
  guestCountOverflow:
    '利用者数がプランの上限を超えています。登録する利用者を減らすか、プランを変更してから再度お試しください。',
  /** Translation: toast beside the server's per-line CSV errors. */
  csvFailed: 'CSVの登録に失敗しました。エラー内容をご確認ください。',
} as const;

/** Messages of the guest CSV rows (devices-access §5); the English-only ones are translations. */
export const GUEST_CSV_MESSAGES = {
  /** Code 2, 4, 5, 6: the same rules as the guest form, so the same words. */
  emailRequired: GUEST_MESSAGES.emailRequired,
  emailInvalid: GUEST_MESSAGES.emailInvalid,
  nameRequired: GUEST_MESSAGES.nameRequired,
  nameTooLong: GUEST_MESSAGES.nameTooLong,
  /** Code 3, translation of 'this group id is not used'. */
  groupNotUsed: 'このグループIDは使用されていません。',
  /** Code 7, translation of 'CSV registration limit exceeded' (no row prefix). */
  limitExceeded: 'CSVで登録できる件数の上限（3000件）を超えています。',
  /** Any other code, translation of 'invalid value'. */
  invalidValue: '不正な値です。',
  /** Not in the spec: the client check for an e-mail appearing twice in one file. */
  duplicateEmail: (firstRow: number): string => `メールアドレスが${firstRow}行目と重複しています。`,
  /** Translation of 'name and mail columns required'. */
  missingColumns: 'CSVファイルに「name（名前）」と「mail（メールアドレス）」の列が必要です。',
  /** Not in the spec: a file with a header but no guest rows. */
  noRows: 'CSVファイルに登録する利用者がありません。',
  rowPrefix: (row: number): string => `${row}行目: `,
  /** Not in the spec: the server reads Shift_JIS only, and this row holds characters it cannot carry. */
  notShiftJis: (characters: ReadonlyArray<string>): string =>
    `Shift_JISに変換できない文字（${characters.map((c) => `「${c}」`).join('')}）が含まれています。別の文字に置き換えてください。`,
  /** Not in the spec: what the server receives, said on the screen before sending. */
  sentAsShiftJis: 'サーバーはShift_JISで読み取るため、UTF-8のファイルはShift_JISに変換して送信します。',
  convertedToShiftJis: 'UTF-8のファイルをShift_JISに変換して送信します',
  sentAsIs: 'Shift_JISのファイルをそのまま送信します',
} as const;

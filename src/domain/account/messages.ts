/**
 * User-facing text of the account feature (own profile, password reset, invitation accept).
 * Entries without a comment are copied exactly from the spec (account-billing-signup §5 and §8);
 * entries marked "Translation" render a text the spec describes only in English.
 */
export const ACCOUNT_MESSAGES = {
  nameRequired: '名前を入力してください。',
  nameTooLong: '名前は20文字以内で入力してください。',
  passwordRequired: 'パスワードを入力してください。',
  passwordFormat: '半角英数、大小文字を含む8文字以上で設定ください。',
  passwordMismatch: 'パスワードが一致しません。',
  emailRequired: 'メールアドレスを入力してください。',
  emailFormat: 'メールアドレスの形式が正しくありません。',

  accountSaved: '保存しました。',
  accountSaveFailed: 'アカウント情報を保存できませんでした。',
  registrationFailed: 'アカウントを登録できませんでした。',
  acceptFailed: 'このアカウントでは参加できません。',
  invitationLoadFailed: '招待状の読み込みに失敗しました。',

  resetMailFailed: 'リセットメールの送信に失敗しました。時間をおいて再度お試しください。',
  passwordChanged: 'パスワードを変更しました',
  passwordChangeFailed: 'パスワードの変更に失敗しました',

  /**
   * Translation: the mail-done page ("a mail with a reset link was sent; if it does not arrive the address may be
   * wrong, so retry").
   */
  resetMailSent: 'パスワード再設定用のリンクを記載したメールを送信しました。',
  /** Translation: second paragraph of the mail-done page. */
  resetMailNotArrived: 'メールが届かない場合は、メールアドレスが間違っている可能性があります。再度お試しください。',
  /** Translation: the reset-done page ("reset is complete, log in with the new password"). */
  resetDone: 'パスワードの再設定が完了しました。新しいパスワードでログインしてください。',
  /** Translation: the 'send reset mail' button. */
  sendResetMail: 'リセットメールを送信',
  /** Translation: the 'change password' button and its processing label. */
  changePassword: 'パスワードを変更',
  changingPassword: '処理中…',

  /** Translation: invitation case 1, the invited manager does not exist yet. */
  invitationRegister: '招待されたメールアドレスでアカウントを登録してください。',
  /** Translation: invitation case 3, signed in with another account. */
  invitationWrongAccount: '招待されたアカウントでログインしてください。',
  /** Translation: invitation case 4, not signed in. */
  invitationLoginRequired: '招待を受けるにはログインが必要です。',
} as const;

/** Translation: invitation case 2, "join the named organization with this account?". */
export const joinQuestionOf = (organizationName: string): string =>
  `このアカウントで「${organizationName}」に参加しますか？`;

/** Translation: invitation case 3 shows the account that is signed in now. */
export const currentAccountOf = (email: string): string => `現在ログイン中のアカウント：${email}`;

export const SESSION_MESSAGES = {
  emailRequired: 'メールアドレスを入力してください。',
  emailFormat: 'メールアドレスの形式が正しくありません。',
  passwordRequired: 'パスワードを入力してください。',
  /** Translation: the spec does not word the wrong-credentials failure of login. */
  loginFailed: 'メールアドレスまたはパスワードが正しくありません。',
  /** Translation: shown when the organization record has no id (the guard's "show an error"). */
  organizationBroken: '組織情報を読み込めませんでした。再度ログインしてください。',
  loggedOut: 'ログアウトしました。',
} as const;

export const SESSION_MESSAGES = {
  emailRequired: 'メールアドレスを入力してください。',
  emailFormat: 'メールアドレスの形式が正しくありません。',
  passwordRequired: 'パスワードを入力してください。',
  /** Translation: the spec does not word the wrong-credentials failure of login. */
  loginFailed: 'メールアドレスまたはパスワードが正しくありません。',
  /** Translation: shown when the organization record has no id (the guard's "show an error"). */
  organizationBroken: '組織情報を読み込めませんでした。再度ログインしてください。',
  loggedOut: 'ログアウトしました。',
  /** Not in the spec: a write from a page whose organization another tab switched away from; nothing was sent. */
  organizationSwitchedElsewhere:
    '別のタブで組織が切り替えられたため、この操作は行いませんでした。切り替え後の組織で操作し直してください。',
  /** Not in the spec: the notice of a tab that followed a switch made in another tab to the new organization's home. */
  followedSwitch: (name: string) => `別のタブで組織が「${name}」に切り替えられたため、ホームに移動しました。`,
  /**
   * Not in the spec: a write from a page of a manager another tab signed out of by signing in as another; nothing was
   * sent.
   */
  accountSwitchedElsewhere:
    '別のタブで別のアカウントでログインされたため、この操作は行いませんでした。ホームから操作し直してください。',
  /** Not in the spec: the notice of a tab that followed a sign-in as another manager made in another tab. */
  followedSignIn: (name: string) => `別のタブで「${name}」としてログインされたため、ホームに移動しました。`,
} as const;

/**
 * User-facing text of lock-app account linking and unlinking.
 * Entries without a comment are copied exactly from the spec (account-billing-signup §5 and §8);
 * the e-mail and password field messages are the account ones (account/messages.ts);
 * entries marked "Translation" render a text the spec describes only in English.
 */
export const LINKING_MESSAGES = {
  codeIncomplete: '確認コードを入力してください。',
  codeNotAlphanumeric: '確認コードは半角英数字で入力してください。',

  linkFailed: 'メールアドレスかパスワード、あるいは確認コードが間違っています。',
  unlinkInvalidCode: '無効なコードです。',
  /** Translation: "releasing the link with the lock-app account failed". */
  unlinkFailed: 'アプリアカウントとの連携の解除に失敗しました。',
  /** Translation: "it was released". */
  unlinkReleased: 'アプリアカウントとの連携を解除しました。',

  /** Translation: the connection-code done page ("a code was sent"). */
  connectionCodeSent: '確認コードを送信しました。メールをご確認ください。',
  /** Translation: the disconnection-code done page ("a release code was sent"). */
  disconnectionCodeSent: '解除用のコードを送信しました。メールをご確認ください。',
  /** Translation: the connection-done page. */
  connectionDone: 'アプリアカウントとの連携が完了しました。',
  /** Translation: failure to issue a connection or release code (not worded by the spec). */
  codeRequestFailed: 'コードの送信に失敗しました。時間をおいて再度お試しください。',
} as const;

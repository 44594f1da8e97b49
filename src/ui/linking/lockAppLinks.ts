/**
 * Pages of the lock app, outside this console. Placeholders on example.jp until the product
 * team gives the real addresses; one place to change them.
 */
export const LOCK_APP_LINKS = {
  passwordForgotten: 'https://example.jp/qrio-app/password/reset',
  appStore: 'https://example.jp/qrio-app/download/ios',
  googlePlay: 'https://example.jp/qrio-app/download/android',
} as const;

/** Client-wide messages of the spec (account-billing-signup §8), copied exactly. */
export const MESSAGES = {
  authFailed: '認証に失敗しました。再度ログインしてください。',
  networkFailed: 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
  processingFailed: '処理に失敗しました。時間を置いて再度お試しください。',
  authRequired: '認証が必要です。ログインしてください。',
  removedFromOrganization: '所属している組織から削除されました。再度ログインをお試しください。',
  fetchFailed: '取得失敗しました。',
  planUnavailable: 'ご利用のプランではこの機能はお使いいただけません。',
  planLimitReached: 'ご利用のプランの上限に達しているためこの機能はお使いいただけません。',
  saved: '保存しました。',
  registered: '登録しました。',
  deleted: '削除しました。',
  /** Not in the spec: a body that does not decode. Says what happened and what to do. */
  unexpectedResponse: 'サーバーから想定外の応答がありました。時間をおいて再度お試しください。',
} as const;

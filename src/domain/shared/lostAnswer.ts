/**
 * What the console says after a create whose answer never came (time-out, connection dropped after
 * sending) and a look-up through the lists: the record is there, is not there, or the look-up failed too.
 * Not in the spec (it has no wording for it): ours, written for a manager who must not create it twice.
 */
export interface CreatedThing {
  /** 利用者, グループ, 暗証番号, 招待, APIトークン */
  readonly noun: string;
  /** 登録, 送信, 発行 */
  readonly verb: string;
}

export const LOST_ANSWER_MESSAGES = {
  /** Found: shown instead of the usual success toast; the screen goes on as after a success. */
  created: ({ noun, verb }: CreatedThing): string => `応答を受け取れませんでしたが、${noun}は${verb}されていました。`,
  /** Not found: sending again creates no duplicate. */
  notCreated: ({ noun, verb }: CreatedThing): string =>
    `応答を受け取れませんでした。確認したところ${noun}は${verb}されていません。もう一度お試しください。`,
  /** The look-up failed as well: the manager must look before sending again. */
  unknown: ({ noun, verb }: CreatedThing): string =>
    `応答を受け取れず、${noun}が${verb}されたかどうかを確認できませんでした。一覧で確認してから、もう一度お試しください。`,
  /** A token issued without its answer: the plain token is shown only in that answer, so it is lost for good. */
  tokenIssuedUnseen:
    'APIトークンは発行されていましたが、応答を受け取れなかったためトークンを表示できません。一覧でこのトークンを無効化してから、もう一度発行してください。',
} as const;

export const CREATED_THINGS = {
  guest: { noun: '利用者', verb: '登録' },
  group: { noun: '鍵グループ', verb: '登録' },
  pin: { noun: '暗証番号', verb: '登録' },
  invitation: { noun: '招待', verb: '送信' },
  token: { noun: 'APIトークン', verb: '発行' },
} as const satisfies Record<string, CreatedThing>;

/**
 * What the console says after a create whose answer never came (time-out, connection dropped after
 * sending) or came as a 2xx it could not read, and a look-up through the lists: a record that was not there
 * before is there, none is, the list cannot tell this attempt's record from another, or the look-up failed too.
 * Not in the spec (it has no wording for it): ours, written for a manager who must not create it twice.
 */
export interface CreatedThing {
  /** 利用者, グループ, 暗証番号, ICカード, 招待, APIトークン */
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
  /**
   * A new record like the one sent is listed, but the spec's list has no field that ties it to this attempt (a keypad
   * card row carries no card id): the console does not claim it; the manager checks the named tab first.
   */
  unsure: ({ noun, verb }: CreatedThing, where: string): string =>
    `応答を受け取れず、${noun}が${verb}されたかどうかを見分けられませんでした。${where}に同じ内容の${noun}が新しく表示されています。今回の${noun}かどうかを確認してから、必要な場合だけもう一度お試しください。`,
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
  card: { noun: 'ICカード', verb: '登録' },
  invitation: { noun: '招待', verb: '送信' },
  token: { noun: 'APIトークン', verb: '発行' },
} as const satisfies Record<string, CreatedThing>;

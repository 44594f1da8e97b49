import type { PassState } from './passState';

/**
 * The words of 来訪者パス (a visitor pass: a time-boxed PIN on one or more keypads). Not in the spec, which has no
 * visitor pass: ours, in the spec's voice; the PIN's own rules and messages (domain/pins, domain/keypads) are reused.
 */
export const VISITOR_MESSAGES = {
  title: '来訪者パス',
  listTitle: '来訪者パス一覧',
  issue: '発行',
  states: {
    scheduled: '予定',
    active: '有効',
    expired: '期限切れ',
    registering: '登録中',
    failed: '登録失敗',
  } satisfies Record<PassState, string>,
  /** A door the manager cannot choose: the spec's PINs live on keypads (devices-access §3, knights). */
  noKeypad: 'この扉にはキーパッドがないため、暗証番号を発行できません。',
  /** Nothing chosen on the first step. */
  noDoorChosen: '扉（キーパッド）を1つ以上選んでください。',
  /** A keypad the organization's lock list does not hold (a stale screen): nothing is sent. */
  unknownKeypad: '選んだキーパッドが見つかりません。画面を読み込み直してください。',
  /** The note is kept in the PIN's name (the only text a PIN carries), so both must fit its 30 characters. */
  nameWithNoteTooLong: '名前と備考を合わせて28文字以内で入力してください。',
  /** 'すべてのキーパッドで使える暗証番号がありません。': no code of that length is free on every chosen keypad. */
  noCommonFreePin: '選んだすべてのキーパッドで使える暗証番号がありません。',
  /** A retry on one keypad whose code was taken there meanwhile: the pass cannot keep one code on every door. */
  codeTakenMeanwhile: (name: string): string =>
    `このキーパッドでは同じ暗証番号が「${name}」で使われるようになりました。このキーパッドの分は発行し直してください。`,
  /** A keypad's line of the limit refusal: the door, then the spec's limit message. */
  keypadFull: (door: string, limitMessage: string): string => `${door}：${limitMessage}`,
  share: {
    /** The mail's subject and the text's first line. */
    subject: (organization: string): string => `【${organization}】来訪用の暗証番号のお知らせ`,
    greeting: (name: string): string => `${name} 様`,
    intro: '下記の扉は、有効期間中にキーパッドへ暗証番号を入力して開けられます。',
    doors: '扉',
    pin: '暗証番号',
    period: '有効期間',
    howTo: '入力方法',
    /**
     * How a visitor enters the code. The spec says nothing of the keypad's keys (devices-access §3 names the models
     * only): this plain instruction is ours; change it here when the device's manual is followed.
     */
    keypadEntry: 'キーパッドで暗証番号を入力し、最後に ✓（確定）を押してください。',
    /** Said last: the code is the visitor's key for the time given. */
    keepSecret: '有効期間外は使えません。この暗証番号はほかの方に伝えないでください。',
  },
  /** 発行 answered on every chosen keypad (each PIN now registering there, as the keypad's PIN screen shows). */
  issued: '来訪者パスを発行しました。',
  /** Some keypads refused or did not answer: each says why beside its 再試行. */
  issuedWithFailures: (count: number): string => `${count}台のキーパッドで発行できませんでした。再試行してください。`,
  copy: 'コピー',
  copied: 'コピーしました。',
  /** The browser refused the clipboard (no permission, no secure context): the text stays on screen to select. */
  copyFailed: 'コピーできませんでした。文面を選択してコピーしてください。',
  /** The share text again from the list: only while the PIN exists (the list reads it from the keypads). */
  showShare: '共有用の文面',
  qrCode: 'QRコード（上の文面と同じ内容）',
  mail: 'メールで送る',
  shareSheet: '共有',
  deleteExpired: '期限切れを削除',
  deleteExpiredTitle: '期限切れの来訪者パスを削除',
  /** Each pass is one PIN per keypad: the confirmation lists every PIN that goes. */
  deleteExpiredQuestion: '選択した期限切れの来訪者パスの暗証番号を、各キーパッドから削除します。よろしいですか？',
} as const;

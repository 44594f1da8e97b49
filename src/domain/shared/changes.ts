/**
 * What changed in a record between the moment a screen loaded it and the moment it was about to be
 * written, in the manager's words: one line per field, `label: before → after` (利用者: 山田 太郎 → 佐藤 花子).
 */
export interface FieldChange {
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

export const changeLine = (change: FieldChange): string => `${change.label}: ${change.before} → ${change.after}`;

/** The field's change when its shown value differs, otherwise nothing. */
export const fieldChange = (label: string, before: string, after: string): ReadonlyArray<FieldChange> =>
  before === after ? [] : [{ label, before, after }];

/** Not in the spec (it has no conflict handling): ours. `thing` is カード, 鍵グループ, ロック. */
export const CONFLICT_MESSAGES = {
  /** Above the change lines: nothing was saved, and why. */
  changedMeanwhile: (thing: string): string =>
    `この画面を開いた後に、ほかの管理者がこの${thing}を変更しました。保存していません。変更された項目:`,
  /** The button that merges the manager's edited fields onto the current record and saves. */
  applyAgain: '現在の内容に自分の変更を反映して保存',
  /** The button that drops the manager's edit and shows the current record. */
  reload: '最新の内容を表示',
  /** An edit screen whose record was deleted meanwhile (on open or on save). */
  gone: (thing: string): string => `この${thing}は削除されています。`,
  backTo: (list: string): string => `${list}に戻る`,
  /** Shown for a value that is empty or switched off. */
  none: 'なし',
} as const;

/**
 * The access period's messages, shared by PINs and keypad cards (devices-access §5; marked ones are not in the spec).
 */
export const EXPIRY_MESSAGES = {
  endAfterStart: '終了日を開始日より後に設定してください。',
  notBeforeNow: '現在より後の日時を設定してください。',
  notSameTime: '開始日と終了日は同時刻に設定できません。',
  /** Not in the spec: the year choices are 2023–2030, a typed date outside them is refused. */
  yearOutOfRange: '2023年から2030年までの日時を設定してください。',
  /** Not in the spec: a date or time left empty while the period is on. */
  incomplete: '日付と時刻を入力してください。',
} as const;

/** Japanese texts of the groups feature, copied exactly from the spec unless marked otherwise. */
export const GROUP_MESSAGES = {
  /** Translation: the spec gives only 'required' for the group name. */
  nameRequired: '「グループ名」は必須です。入力してください。',
  nameTooLong: '「グループ名」は最大30文字までです。',
  endBeforeStart: '終了日を開始日より後に設定してください。',
  sameDailyTimes: '終了時刻と開始時刻を同時刻に設定することはできません。',
  noWeekdaySelected: '「曜日指定」がONになっています。曜日を1つ以上指定してください。',
  /** Not in the spec: a date that is not YYYY-MM-DD (the picker never produces one). */
  invalidDate: '日付の形式が正しくありません。',
  /** Not in the spec: a time that is not HH:mm (the selects never produce one). */
  invalidTime: '時刻の形式が正しくありません。',
  saveFailed: '保存に失敗しました。時間をおいて再度お試しください。',
  loadFailed: 'グループ情報を取得できませんでした。',
  listFailed: 'グループ情報の取得に失敗しました。',
  deleteFailed: '削除に失敗しました。',
  createFailed: '登録に失敗しました。時間をおいて再度お試しください。',
  /** Translation of the spec's 'no restriction'. */
  noRestriction: '制限なし',
  /** Not in the spec: a weekly condition with every day off (the group can never enter). */
  noWeekday: '該当曜日なし',
  /** Marks a daily end time on the next day (devices-access §4). */
  nextDay: '翌',
} as const;

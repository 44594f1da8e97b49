/**
 * The words of 時間外・休日の入退室 (not in the spec: the console's own report built on the spec's log calls,
 * devices-access §7 Logs). Event names reuse the logs' labels where the spec has them (入室, 退室, 解錠…).
 */
export const AFTER_HOURS_MESSAGES = {
  title: '時間外・休日の入退室',
  /** Where the business hours are kept (said on screen). */
  storedHere: '営業時間はこのブラウザに組織ごとに保存されます。',
  hoursSaved: '営業時間を保存しました。',
  hoursIncomplete: '開始時刻と終了時刻を入力してください。',
  /** Spec silent on hours across midnight: refused, a day's hours end on that day. */
  closeAfterOpen: '終了時刻を開始時刻より後に設定してください。',
  closed: '休業',
  /** The heading's line of the hours: '月〜金 09:00〜18:00（土・日・祝日は休業）'. */
  hoursLine: (open: string, closed: string): string => (closed === '' ? open : `${open}（${closed}は休業）`),
  holidays: '祝日',
  allClosed: '全日休業',
  classes: {
    inside: '営業時間内',
    outside: '時間外',
    closedDay: '休業日',
    holiday: '祝日',
  },
  events: {
    enter: '入室',
    exit: '退室',
    unlock: '解錠',
    manualUnlock: '手動解錠',
    unlockFailed: '解錠失敗',
    lock: '施錠',
  },
  loadFailed: '入退室の記録を取得できませんでした。',
  /** Without displayInoutLog only the lock logs are read: entries and exits by keypad are not told apart. */
  withoutEntryExitLog: 'ご利用のプランでは入退室履歴を表示できないため、施解錠履歴のみで集計しています。',
} as const;

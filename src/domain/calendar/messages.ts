/**
 * The words of the Japanese calendar in the console (not in the spec: the holidays are the console's own addition;
 * the names themselves come from the holiday table).
 */
export const CALENDAR_MESSAGES = {
  /** The mark after a holiday's weekday: （月・祝）. */
  holidayMark: '祝',
  /** The table names a substitute holiday '<the holiday> 振替休日': a calendar says 振替休日. */
  substituteHoliday: '振替休日',
  /** The table names the citizens' holiday (a day between two holidays) '休日': its name in law is 国民の休日. */
  citizensHoliday: '国民の休日',
  /** '11月3日（月・祝）文化の日' */
  holidayLabel: (month: number, day: number, weekday: string, name: string): string =>
    `${month}月${day}日（${weekday}・祝）${name}`,
  /** A day the table does not reach is never called a working day: the years it covers are said instead. */
  coverage: (firstYear: number, lastYear: number): string =>
    `祝日は${firstYear}年から${lastYear}年までの祝日表で判定しています。`,
  beyondTable: (lastYear: number): string => `${lastYear + 1}年以降の祝日は祝日表にないため判定していません。`,
  holidayTableUnavailable: '祝日表を読み込めませんでした。時間をおいて再度お試しください。',
  /** A key group whose weekday condition still opens on holidays (the next 90 days). */
  groupOpensOnHolidays: (days: number, count: number): string =>
    `今後${days}日間の祝日のうち${count}日は、この鍵グループの条件で扉が開きます。`,
  groupClosedOnHolidays: (days: number): string =>
    `今後${days}日間の祝日に、この鍵グループの条件で扉が開く日はありません。`,
  /** What the spec's conditions (period, weekdays, hours: devices-access §3) can and cannot say. */
  cannotExcludeHolidays:
    '鍵グループの利用条件（期間・曜日・時間帯）では祝日だけを除くことはできません。曜日の条件に合う祝日も、平日と同じように扉が開きます。',
  /** How the group's one period covers a holiday: it ends before it and is set again after it (PATCH groups/{id}). */
  coverWithPeriod:
    '祝日に扉を開けないようにするには、グループ設定の「期間」の終了日を祝日の前日にし、祝日が明けてから期間を延ばしてください（期間は連続した1つの範囲のため、祝日だけを抜くことはできません）。',
  /** A holiday of the week view's 7 days, and whether the conditions open the doors on it. */
  weekHolidayOpens: (label: string, hours: string): string =>
    hours === '終日' ? `${label}：この条件では終日扉が開きます。` : `${label}：この条件では${hours}に扉が開きます。`,
  weekHolidayClosed: (label: string): string => `${label}：この条件では扉は開きません。`,
  /** The week view's heading over the lines of its holidays. */
  weekHolidaysHeading: 'この7日間の祝日',
  /** The access views' moment on a holiday. */
  momentOnHoliday: (label: string): string => `この時点は祝日です：${label}`,
  /** A holiday opening in the access views: '11月3日（火・祝）文化の日 09:00〜18:00'. */
  openingLine: (label: string, hours: string): string => `${label} ${hours}`,
  /** The access views' heading over the key groups that open on holidays. */
  accessHolidaysHeading: (days: number): string => `今後${days}日間に祝日も扉が開く鍵グループ`,
  /** The hours a group opens on a holiday: '09:00〜18:00', or 終日. */
  allDay: '終日',
} as const;

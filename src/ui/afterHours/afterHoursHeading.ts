import { describeBusinessHours, type BusinessHours } from '../../domain/afterHours/businessHours';
import { AFTER_HOURS_MESSAGES } from '../../domain/afterHours/messages';
import { formatYearMonth } from '../../domain/shared/dates';

/**
 * The report's heading on screen and on its A4 print: the title with the door (one lock) or the organization, then
 * the organization, the month and the business hours it was judged against.
 *   時間外・休日の入退室
 *   株式会社キュリオデモ　2026年11月
 *   営業時間：月〜金 09:00〜18:00（土・日・祝日は休業）
 */
export interface AfterHoursHeading {
  readonly title: string;
  readonly subject: string;
  readonly hours: string;
}

export const afterHoursHeadingOf = (
  organization: string,
  month: { readonly year: number; readonly month: number },
  hours: BusinessHours,
  door?: string,
): AfterHoursHeading => ({
  title: door === undefined ? AFTER_HOURS_MESSAGES.title : `${AFTER_HOURS_MESSAGES.title}（${door}）`,
  subject: `${organization}　${formatYearMonth(month.year, month.month)}`,
  hours: `営業時間：${describeBusinessHours(hours)}`,
});

import { afterHoursScreens } from '../ui/afterHours/screens';
import type { Feature } from './feature';

/**
 * 時間外・休日の入退室: the logs of the doors read whole for a month (the ports of logs and locks, the organization
 * read through OrganizationReads), judged against the business hours this browser keeps and the holiday table. No
 * port and no world of its own.
 */
export const afterHours: Feature = {
  name: 'afterHours',
  needs: ['logs', 'calendar', 'access'],
  screens: afterHoursScreens,
  http: () => Promise.resolve(() => undefined),
  memory: () => Promise.resolve(() => undefined),
  world: null,
};

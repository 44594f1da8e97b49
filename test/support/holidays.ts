import { holidayTableOf, type HolidayTable } from '../../src/domain/calendar/holidays';

/**
 * A holiday table as the package writes it (its names, substitute days '… 振替休日', the citizens' holiday '休日'),
 * 2025 to 2027: the domain rules take any table, so their tests do not load the package.
 */
export const TEST_HOLIDAYS: HolidayTable = holidayTableOf([
  ['2025-01-01', '元日'],
  ['2025-11-03', '文化の日'],
  ['2025-11-23', '勤労感謝の日'],
  ['2025-11-24', '勤労感謝の日 振替休日'],
  ['2026-01-01', '元日'],
  ['2026-01-12', '成人の日'],
  ['2026-04-29', '昭和の日'],
  ['2026-05-03', '憲法記念日'],
  ['2026-05-04', 'みどりの日'],
  ['2026-05-05', 'こどもの日'],
  ['2026-05-06', 'こどもの日 振替休日'],
  ['2026-07-20', '海の日'],
  ['2026-09-21', '敬老の日'],
  ['2026-09-22', '休日'],
  ['2026-09-23', '秋分の日'],
  ['2026-11-03', '文化の日'],
  ['2026-11-23', '勤労感謝の日'],
  ['2027-01-01', '元日'],
  ['2027-01-11', '成人の日'],
  ['2027-02-11', '建国記念の日'],
]);

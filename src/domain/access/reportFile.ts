import { hourMinuteOf, isoDateOf, japanTimeOf } from '../shared/dates';

/**
 * The CSV file name of an access report: its title, what it is about, and the moment (Japan time) it answers for,
 * so saved reviews sort by date: この扉を開けられる人_本社 正面玄関_20261125-2000.csv, アクセスの点検_20261125.csv.
 */
export const reportFileNameOf = (parts: ReadonlyArray<string>, at: Date, withTime = true): string => {
  const t = japanTimeOf(at.getTime());
  const stamp = isoDateOf(t).replaceAll('-', '') + (withTime ? `-${hourMinuteOf(t).replace(':', '')}` : '');
  return `${[...parts, stamp].join('_')}.csv`;
};

import { hourMinuteOf, japanTimeOf } from '../shared/dates';
import { ACCESS_MESSAGES } from './messages';

/** '11月26日 14:05 時点' (Japan time): the moment a reading was taken, how 今 is shown on a view that answers for it. */
export const readMomentOf = (at: Date): string => {
  const t = japanTimeOf(at.getTime());
  return ACCESS_MESSAGES.readMoment(t.month, t.day, hourMinuteOf(t));
};

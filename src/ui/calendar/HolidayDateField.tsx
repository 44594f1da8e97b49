import type { ComponentProps } from 'react';
import { usePresenter } from '../shared/di';
import { DateField } from '../shared/DateField';
import { useObservable } from '../shared/useObservable';
import { dayLabelIn, HolidaysPresenter } from './HolidaysPresenter';

type HolidayDateFieldProps = Omit<ComponentProps<typeof DateField>, 'dayLabel' | 'note'> & {
  /** False where the screen says the chosen day's holiday itself (the access views' moment). */
  readonly showNote?: boolean;
};

/**
 * The console's date field with Japan's public holidays: each holiday of the calendar red, named for screen readers
 * and as a tooltip, and the chosen day's holiday under the field ('11月3日（火・祝）文化の日'). Until the table has
 * loaded (or if it could not be), the field is the plain one: choosing a day never waits for it. Its route loads the
 * calendar feature (features/calendar.ts, alsoFor).
 */
export function HolidayDateField({ showNote = true, ...props }: HolidayDateFieldProps) {
  const presenter = usePresenter(HolidaysPresenter);
  const state = useObservable(presenter);
  const dayLabel = (iso: string) => dayLabelIn(state, iso);
  return (
    <DateField {...props} dayLabel={dayLabel} note={showNote && props.value ? dayLabelIn(state, props.value) : null} />
  );
}

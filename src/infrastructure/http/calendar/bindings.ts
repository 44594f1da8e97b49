import type { ContainerModuleLoadOptions } from 'inversify';
import { HolidayCalendar } from '../../../application/calendar/ports/HolidayCalendar';
import { LazyHolidayCalendar } from '../../browser/holidays/LazyHolidayCalendar';

/** Ports of the calendar served with the real API: its one port is a browser adapter. */
export const bindHttpCalendar = (options: ContainerModuleLoadOptions): void => {
  bindCalendarBrowser(options);
};

/**
 * The Japanese holiday table, the same on every backend (it is the console's own, not a call of the spec). One per
 * container: the table is loaded once and kept. Its package loads on the first question, never with these bindings.
 */
export const bindCalendarBrowser = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(HolidayCalendar).toConstantValue(new LazyHolidayCalendar());
};

import type { ContainerModuleLoadOptions } from 'inversify';
import { bindCalendarBrowser } from '../../http/calendar/bindings';

/** Ports of the calendar in memory mode: the same browser adapter as with the real API; no part of the world. */
export const bindMemoryCalendar = (options: ContainerModuleLoadOptions): void => {
  bindCalendarBrowser(options);
};

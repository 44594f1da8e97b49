import { planAllows, type PlanFeature, type PlanFunctions } from '../shared/plan';
import type { CsvKind } from './csvFileName';
import { LOG_MESSAGES } from './messages';
import type { Validator } from '../shared/validation';

export type LogTab = 'lockLog' | 'entryExitLog' | 'timecard';

export const LOG_TABS: ReadonlyArray<LogTab> = ['lockLog', 'entryExitLog', 'timecard'];

/** Plan function each tab needs (devices-access §6); the screen itself needs displayLockLog. */
export const LOG_TAB_FEATURES: Readonly<Record<LogTab, PlanFeature>> = {
  lockLog: 'displayLockLog',
  entryExitLog: 'displayInoutLog',
  timecard: 'displayTimecard',
};

/** Both timecard views download under the one timecard CSV function. */
export const CSV_FEATURES: Readonly<Record<CsvKind, PlanFeature>> = {
  lockLog: 'downloadLogCsv',
  entryExitLog: 'downloadInoutLogCsv',
  dailyTimecard: 'downloadTimecardCsv',
  guestTimecard: 'downloadTimecardCsv',
};

export const canOpenLogScreen = (plan: PlanFunctions): boolean => planAllows(plan, 'displayLockLog');

export const canViewLogTab = (plan: PlanFunctions, tab: LogTab): boolean => planAllows(plan, LOG_TAB_FEATURES[tab]);

export const visibleLogTabs = (plan: PlanFunctions): ReadonlyArray<LogTab> =>
  LOG_TABS.filter((tab) => canViewLogTab(plan, tab));

export const canDownloadCsv = (plan: PlanFunctions, kind: CsvKind): boolean => planAllows(plan, CSV_FEATURES[kind]);

/** The by-user timecard is only fetched once a user (guest id) is chosen. */
export const validateTimecardUser: Validator<number | string | null | undefined> = (guestId) =>
  guestId === null || guestId === undefined || (typeof guestId === 'string' && guestId.trim() === '')
    ? LOG_MESSAGES.timecardUserRequired
    : undefined;

import type { KeyType, LockSide, LogType } from './logTypes';

export interface LockLog {
  readonly loggedAt: string;
  readonly logType: LogType;
  readonly keyType: KeyType | null;
  readonly userName: string | null;
  readonly lockSide: LockSide | null;
}

export interface EntryExitLog {
  readonly loggedAt: string;
  /** The keypad's use_case: 0 outdoor (entry), 1 or 8 indoor (exit). */
  readonly useCase: number;
  readonly guestName: string | null;
}

export interface DailyTimecardRow {
  readonly guestName: string;
  readonly enterAt: string | null;
  readonly exitAt: string | null;
  readonly isError: boolean;
}

export interface GuestTimecardRow {
  /** yyyy-MM-dd */
  readonly date: string;
  readonly enterAt: string | null;
  readonly exitAt: string | null;
}

export const LOG_PAGE_SIZE = 30;
export const DAILY_TIMECARD_LIMIT = 100;

/** The by-day timecard shows at most its first 100 rows (the CSV keeps them all). */
export const cutDailyRows = <T>(rows: ReadonlyArray<T>): ReadonlyArray<T> => rows.slice(0, DAILY_TIMECARD_LIMIT);

export const isDailyListCut = (rows: ReadonlyArray<unknown>): boolean => rows.length > DAILY_TIMECARD_LIMIT;

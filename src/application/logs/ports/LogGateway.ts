import type { Either } from 'fp-ts/Either';
import type { YearMonth } from '../../../domain/logs/dateBounds';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from '../../../domain/logs/log';
import type { Page } from '../../../domain/shared/paging';
import type { PortError } from '../../ports/PortError';

export interface MonthPageFilter extends YearMonth {
  readonly lockId: number;
  readonly page: number;
  readonly perPage: number;
}

export interface DailyFilter {
  readonly lockId: number;
  /** yyyy-MM-dd, a Japan date */
  readonly date: string;
}

export interface GuestMonthFilter extends YearMonth {
  readonly lockId: number;
  readonly guestId: number;
}

/** What each CSV covers: the same filters as its list, without paging. */
export type CsvRequest =
  | { readonly kind: 'lockLog' | 'entryExitLog'; readonly filter: { readonly lockId: number } & YearMonth }
  | { readonly kind: 'dailyTimecard'; readonly filter: DailyFilter }
  | { readonly kind: 'guestTimecard'; readonly filter: GuestMonthFilter };

/** The four log calls of devices-access §7 and their /csv twins. */
export interface LogGateway {
  lockLogs(filter: MonthPageFilter): Promise<Either<PortError, Page<LockLog>>>;
  entryExitLogs(filter: MonthPageFilter): Promise<Either<PortError, Page<EntryExitLog>>>;
  dailyTimecard(filter: DailyFilter): Promise<Either<PortError, ReadonlyArray<DailyTimecardRow>>>;
  guestTimecard(filter: GuestMonthFilter): Promise<Either<PortError, ReadonlyArray<GuestTimecardRow>>>;
  csv(request: CsvRequest): Promise<Either<PortError, Blob>>;
}
export const LogGateway = Symbol.for('LogGateway');

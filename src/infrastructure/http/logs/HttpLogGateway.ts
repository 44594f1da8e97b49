import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  CsvRequest,
  DailyFilter,
  GuestMonthFilter,
  LogGateway,
  MonthPageFilter,
} from '../../../application/logs/ports/LogGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from '../../../domain/logs/log';
import type { Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken, type QueryValue } from '../HttpClient';
import {
  dailyRowsOf,
  DailyWire,
  EntryExitLogsWire,
  guestRowsOf,
  GuestWire,
  LockLogsWire,
  toEntryExitLog,
  toLockLog,
} from './codecs';

const monthQuery = (f: MonthPageFilter) => ({
  lock_id: f.lockId,
  page: f.page,
  per_page: f.perPage,
  year: f.year,
  month: f.month,
});

/** Each CSV is its list's path plus /csv, with the same filters. */
const csvCall = (request: CsvRequest): { path: string; query: Readonly<Record<string, QueryValue>> } => {
  switch (request.kind) {
    case 'lockLog':
      return {
        path: '/v1/console/logs/csv',
        query: { lock_id: request.filter.lockId, year: request.filter.year, month: request.filter.month },
      };
    case 'entryExitLog':
      return {
        path: '/v1/console/knight_logs/csv',
        query: { lock_id: request.filter.lockId, year: request.filter.year, month: request.filter.month },
      };
    case 'dailyTimecard':
      return {
        path: '/v1/console/knight_logs/daily_enter_exit/csv',
        query: { lock_id: request.filter.lockId, date: request.filter.date },
      };
    case 'guestTimecard':
      return {
        path: '/v1/console/knight_logs/guest_enter_exit/csv',
        query: {
          lock_id: request.filter.lockId,
          guest_id: request.filter.guestId,
          year: request.filter.year,
          month: request.filter.month,
        },
      };
  }
};

@injectable()
export class HttpLogGateway implements LogGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async lockLogs(f: MonthPageFilter): Promise<E.Either<PortError, Page<LockLog>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/logs',
      query: monthQuery(f),
      codec: LockLogsWire,
    });
    return E.map((w: typeof LockLogsWire._A) => ({
      items: w.logs.map(toLockLog),
      total: w.total,
      page: f.page,
      perPage: f.perPage,
    }))(result);
  }

  async entryExitLogs(f: MonthPageFilter): Promise<E.Either<PortError, Page<EntryExitLog>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/knight_logs',
      query: monthQuery(f),
      codec: EntryExitLogsWire,
    });
    return E.map((w: typeof EntryExitLogsWire._A) => ({
      items: w.inout_logs.map(toEntryExitLog),
      total: w.total,
      page: f.page,
      perPage: f.perPage,
    }))(result);
  }

  async dailyTimecard(f: DailyFilter): Promise<E.Either<PortError, ReadonlyArray<DailyTimecardRow>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/knight_logs/daily_enter_exit',
      query: { lock_id: f.lockId, date: f.date },
      codec: DailyWire,
    });
    return E.map(dailyRowsOf)(result);
  }

  async guestTimecard(f: GuestMonthFilter): Promise<E.Either<PortError, ReadonlyArray<GuestTimecardRow>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/knight_logs/guest_enter_exit',
      query: { lock_id: f.lockId, guest_id: f.guestId, year: f.year, month: f.month },
      codec: GuestWire,
    });
    return E.map(guestRowsOf)(result);
  }

  csv(request: CsvRequest): Promise<E.Either<PortError, Blob>> {
    return this.http.blob({ method: 'GET', api: 'v1', ...csvCall(request) });
  }
}

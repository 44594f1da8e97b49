import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
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
import { MemoryBackend } from '../MemoryBackend';
import type { AccountRecord } from '../world/platformRecords';
import * as server from './server';
import { csvBlob } from '../../shared/csvBlob';

@injectable()
export class InMemoryLogGateway implements LogGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  lockLogs(filter: MonthPageFilter): Promise<E.Either<PortError, Page<LockLog>>> {
    return this.backend.authenticated((account) => server.lockLogs(this.backend.world, account, filter));
  }

  entryExitLogs(filter: MonthPageFilter): Promise<E.Either<PortError, Page<EntryExitLog>>> {
    return this.backend.authenticated((account) => server.entryExitLogs(this.backend.world, account, filter));
  }

  dailyTimecard(filter: DailyFilter): Promise<E.Either<PortError, ReadonlyArray<DailyTimecardRow>>> {
    return this.backend.authenticated((account) => server.dailyEnterExit(this.backend.world, account, filter));
  }

  guestTimecard(filter: GuestMonthFilter): Promise<E.Either<PortError, ReadonlyArray<GuestTimecardRow>>> {
    return this.backend.authenticated((account) => server.guestEnterExit(this.backend.world, account, filter));
  }

  csv(request: CsvRequest): Promise<E.Either<PortError, Blob>> {
    const world = this.backend.world;
    const text = (account: AccountRecord): E.Either<PortError, string> => {
      switch (request.kind) {
        case 'lockLog':
          return server.lockLogsCsv(world, account, request.filter);
        case 'entryExitLog':
          return server.entryExitCsv(world, account, request.filter);
        case 'dailyTimecard':
          return server.dailyEnterExitCsv(world, account, request.filter);
        case 'guestTimecard':
          return server.guestEnterExitCsv(world, account, request.filter);
      }
    };
    return this.backend.authenticated((account) => E.map(csvBlob)(text(account)));
  }
}

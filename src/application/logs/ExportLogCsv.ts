import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { csvFileNameOf, type CsvFileSubject } from '../../domain/logs/csvFileName';
import { canDownloadCsv } from '../../domain/logs/gates';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import { MESSAGES } from '../../domain/shared/messages';
import type { PlanFunctions } from '../../domain/shared/plan';
import { LogGateway, type CsvRequest } from './ports/LogGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

export interface CsvFile {
  readonly fileName: string;
  readonly blob: Blob;
}

/** What the file is named after besides the filter: the user's name for the by-user timecard. */
export type CsvExport = CsvRequest & { readonly guestName?: string };

const subjectOf = (request: CsvExport): CsvFileSubject => {
  switch (request.kind) {
    case 'lockLog':
    case 'entryExitLog':
      return { kind: request.kind, year: request.filter.year, month: request.filter.month };
    case 'dailyTimecard':
      return { kind: 'dailyTimecard', date: request.filter.date };
    case 'guestTimecard':
      return {
        kind: 'guestTimecard',
        guestName: request.guestName ?? '',
        year: request.filter.year,
        month: request.filter.month,
      };
  }
};

/** A log CSV, gated by its plan function, named by kind and period (devices-access §9). */
@injectable()
export class ExportLogCsv {
  constructor(@inject(LogGateway) private readonly logs: LogGateway) {}

  async execute(plan: PlanFunctions, request: CsvExport): Promise<Outcome<CsvFile>> {
    if (!canDownloadCsv(plan, request.kind)) return E.left(AppErrors.planLimit(MESSAGES.planUnavailable));
    const { guestName: _name, ...call } = request;
    const blob = await this.logs.csv(call as CsvRequest);
    if (E.isLeft(blob)) return E.left(fromPort(blob.left, LOG_MESSAGES.csvFailed));
    return E.right({ fileName: csvFileNameOf(subjectOf(request)), blob: blob.right });
  }
}

import { inject, injectable } from 'inversify';
import { afterHoursCsvFileNameOf, afterHoursCsvOf } from '../../domain/afterHours/csv';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { AfterHoursReading } from './LoadAfterHours';

export interface CsvFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/**
 * The report's CSV as a file (the presenter hands it over as a download): made from what was read, no call. UTF-8
 * with a BOM, formula cells made inert (the one CSV writer), named by the organization, the door (one lock's report)
 * and the month.
 */
@injectable()
export class ExportAfterHoursCsv {
  constructor(@inject(CurrentOrganization) private readonly organization: CurrentOrganization) {}

  execute(reading: AfterHoursReading): CsvFile {
    return {
      blob: new Blob([afterHoursCsvOf(reading.report)], { type: 'text/csv;charset=utf-8' }),
      fileName: afterHoursCsvFileNameOf(
        this.organization.summary()?.name ?? '',
        reading.report.month,
        reading.door ?? undefined,
      ),
    };
  }
}

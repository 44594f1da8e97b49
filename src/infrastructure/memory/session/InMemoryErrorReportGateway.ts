import { inject, injectable } from 'inversify';
import type { ErrorReport, ErrorReportGateway } from '../../../application/ports/ErrorReportGateway';
import { MemoryBackend } from '../MemoryBackend';
import * as server from '../platform/server';

@injectable()
export class InMemoryErrorReportGateway implements ErrorReportGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  async send(report: ErrorReport): Promise<void> {
    await this.backend
      .anonymous(() => server.receiveErrorReport(this.backend.world, report), {
        unauthorizedIsExpected: true,
        silent: true,
      })
      .catch(() => undefined);
  }
}

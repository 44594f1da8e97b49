import { inject, injectable } from 'inversify';
import type { ErrorReport, ErrorReportGateway } from '../../../application/ports/ErrorReportGateway';
import { HttpClient, HttpClientToken } from '../HttpClient';

@injectable()
export class HttpErrorReportGateway implements ErrorReportGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async send(report: ErrorReport): Promise<void> {
    // response ignored and failures swallowed and silent (no toast, no login), as the spec says;
    // JSON although v1: account-billing-signup §7 names this body JSON (url, error_json), the one exception to the
    // form-encoded older client
    await this.http
      .ignoreBody({
        method: 'POST',
        api: 'v1',
        path: '/v1/console/error_reports',
        body: report,
        bodyEncoding: 'json',
        unauthorizedIsExpected: true,
        silent: true,
      })
      .catch(() => undefined);
  }
}

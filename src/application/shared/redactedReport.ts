import { redactSecrets, secretsOf } from '../../domain/shared/secrets';
import type { ErrorJson, ErrorReport } from '../ports/ErrorReportGateway';

/**
 * The report with the secrets of the page's URL redacted from the URL and from every text of error_json (a stack or
 * a filename names the page on an inline error; a message may quote the link): tokens stay out of the server's logs.
 */
export const redactedReport = (report: ErrorReport): ErrorReport => {
  const known = secretsOf(report.url);
  const redact = (text: string) => redactSecrets(text, known);
  const errorJson = Object.fromEntries(
    Object.entries(report.error_json).map(([key, value]) => [key, typeof value === 'string' ? redact(value) : value]),
  ) as ErrorJson;
  return { url: redact(report.url), error_json: errorJson };
};

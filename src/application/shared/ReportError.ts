import { inject, injectable } from 'inversify';
import { Clock } from '../ports/Clock';
import { redactSecrets, secretsOf } from '../../domain/shared/secrets';
import { ErrorReportGateway, type ErrorJson, type ErrorReport } from '../ports/ErrorReportGateway';

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

/** At most this many reports a minute: a render loop must not flood the server. */
export const MAX_REPORTS_PER_MINUTE = 10;

@injectable()
export class ReportError {
  private sentAt: number[] = [];

  constructor(
    @inject(ErrorReportGateway) private readonly gateway: ErrorReportGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Logs and reports silently; returns whether the report was sent. Never throws. */
  async execute(unredacted: ErrorReport): Promise<boolean> {
    // the console's log is a log too: it gets the redacted report
    const report = redactedReport(unredacted);
    console.error('[error report]', report.error_json);
    const now = this.clock.now().getTime();
    this.sentAt = this.sentAt.filter((t) => now - t < 60_000);
    if (this.sentAt.length >= MAX_REPORTS_PER_MINUTE) return false;
    this.sentAt.push(now);
    try {
      await this.gateway.send(report);
    } catch {
      // the reporter's own failures are swallowed by design
    }
    return true;
  }
}

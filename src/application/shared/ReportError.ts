import { inject, injectable } from 'inversify';
import { Clock } from '../ports/Clock';
import { ErrorReportGateway, type ErrorReport } from '../ports/ErrorReportGateway';

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
    // the redaction loads with the first report (errors are rare; it stays off the way to the lock list, whose JS
    // budget it would cross). Where it cannot load, nothing is logged or sent: a token never leaves unredacted.
    let report: ErrorReport;
    try {
      report = (await import('./redactedReport')).redactedReport(unredacted);
    } catch {
      return false;
    }
    // the console's log is a log too: it gets the redacted report
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

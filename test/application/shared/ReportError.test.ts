import { describe, expect, it, vi } from 'vitest';
import type { ErrorReport, ErrorReportGateway } from '../../../src/application/ports/ErrorReportGateway';
import { MAX_REPORTS_PER_MINUTE, ReportError } from '../../../src/application/shared/ReportError';
import { BACKENDS, FixedClock, TODAY } from '../../support/backends';

const report: ErrorReport = {
  url: 'https://console.example.jp/home',
  error_json: { type: 'unhandledrejection', reason: 'Error: boom' },
};

describe.each(BACKENDS)('error reports on the %s backend', (_name, makeBackend) => {
  it('reach the server with the url and error_json of the spec', async () => {
    const backend = makeBackend();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await backend.container.get(ReportError).execute(report)).toBe(true);
    expect(backend.world.read((s) => s.errorReports[0])).toMatchObject({
      url: report.url,
      errorJson: report.error_json,
    });
  });

  it('a failing report is swallowed and silent: offline, no network toast; no one is logged out', async () => {
    const backend = makeBackend();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    await expect(backend.container.get(ReportError).execute(report)).resolves.toBe(true);
    expect(backend.events.unauthorizedCount).toBe(0);
    expect(backend.events.networkFailedCount).toBe(0);
  });
});

describe('the error reporter', () => {
  it(`sends at most ${MAX_REPORTS_PER_MINUTE} reports a minute so a render loop cannot flood the server`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: ErrorReport[] = [];
    const gateway: ErrorReportGateway = { send: async (r) => void sent.push(r) };
    const clock = new FixedClock(TODAY);
    const reporter = new ReportError(gateway, clock);
    for (let i = 0; i < MAX_REPORTS_PER_MINUTE + 5; i += 1) await reporter.execute(report);
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE);
    clock.advance(60_000);
    await reporter.execute(report);
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE + 1);
  });

  it('survives a gateway that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new ReportError({ send: () => Promise.reject(new Error('down')) }, new FixedClock(TODAY));
    await expect(reporter.execute(report)).resolves.toBe(true);
  });
});

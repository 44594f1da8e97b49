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

  it('the report sent carries no token of the page: the URL and every text of error_json are redacted', async () => {
    const backend = makeBackend();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = 'https://console.example.jp/password_reset/f3a9c2e1b7d5/?next=%2Fhome&email_token=m41l';
    await backend.container.get(ReportError).execute({
      url: page,
      error_json: {
        type: 'error',
        message: 'Uncaught Error: token f3a9c2e1b7d5 expired',
        filename: page,
        lineno: 1,
        colno: 7,
        stack: `Error: token f3a9c2e1b7d5 expired\n    at ${page}:1:7`,
      },
    });
    const redactedPage = 'https://console.example.jp/password_reset/[redacted]/?next=%2Fhome&email_token=[redacted]';
    const sent = {
      type: 'error',
      message: 'Uncaught Error: token [redacted] expired',
      filename: redactedPage,
      lineno: 1,
      colno: 7,
      stack: `Error: token [redacted] expired\n    at ${redactedPage}:1:7`,
    };
    expect(backend.world.read((s) => s.errorReports.map(({ url, errorJson }) => ({ url, errorJson })))).toEqual([
      { url: redactedPage, errorJson: sent },
    ]);
    // the console's own log gets the same redacted report
    expect(log).toHaveBeenCalledWith('[error report]', sent);
  });

  it.each([
    ['sign-up', '/account/signup/organization/sgn-7a6b5c4d', '/account/signup/organization/[redacted]'],
    ['invitation', '/accept-manager-invitation/inv-93ab17', '/accept-manager-invitation/[redacted]'],
    ['linking', '/account_connection/connection?secret=Q7W8E9', '/account_connection/connection?secret=[redacted]'],
  ])('the %s link is sent redacted, in the URL and in the reason', async (_what, path, redacted) => {
    const backend = makeBackend();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await backend.container.get(ReportError).execute({
      url: `https://console.example.jp${path}`,
      error_json: { type: 'unhandledrejection', reason: `Error: no route for ${path}` },
    });
    expect(backend.world.read((s) => s.errorReports.map(({ url, errorJson }) => ({ url, errorJson })))).toEqual([
      {
        url: `https://console.example.jp${redacted}`,
        errorJson: { type: 'unhandledrejection', reason: `Error: no route for ${redacted}` },
      },
    ]);
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

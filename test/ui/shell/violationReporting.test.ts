// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readyContainer } from '../../../src/ui/shared/di';
import { installViolationReporting } from '../../../src/ui/shell/errorReporting';
import { BACKENDS } from '../../support/backends';

/** What the browser hands the listener on a blocked script sink (SecurityPolicyViolationEvent's fields). */
const violation = (fields: Record<string, string | number>): Event =>
  Object.assign(new Event('securitypolicyviolation'), fields);

afterEach(() => window.history.replaceState(null, '', '/'));

describe.each(BACKENDS)('CSP violations on the %s backend', (_name, makeBackend) => {
  it("are sent to the spec's error report with the violation's details, the page's secrets redacted", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = makeBackend();
    const target = new EventTarget();
    const stop = installViolationReporting(readyContainer(backend.container), target);
    window.history.replaceState(null, '', '/password_reset/f3a9c2e1b7d5/');
    target.dispatchEvent(
      violation({
        violatedDirective: 'require-trusted-types-for',
        effectiveDirective: 'require-trusted-types-for',
        blockedURI: 'trusted-types-sink',
        sourceFile: 'http://localhost:3000/assets/index-abc.js',
        lineNumber: 12,
        columnNumber: 34,
        sample: 'HTMLScriptElement src|https://evil.example/x.js?token=f3a9c2e1b7d5',
        disposition: 'enforce',
      }),
    );
    await vi.waitFor(() => expect(backend.world.read((s) => s.errorReports)).toHaveLength(1));
    expect(backend.world.read((s) => s.errorReports.map(({ url, errorJson }) => ({ url, errorJson })))).toEqual([
      {
        url: 'http://localhost:3000/password_reset/[redacted]/',
        errorJson: {
          type: 'securitypolicyviolation',
          violatedDirective: 'require-trusted-types-for',
          effectiveDirective: 'require-trusted-types-for',
          blockedURI: 'trusted-types-sink',
          sourceFile: 'http://localhost:3000/assets/index-abc.js',
          lineNumber: 12,
          columnNumber: 34,
          sample: 'HTMLScriptElement src|https://evil.example/x.js?token=[redacted]',
          disposition: 'enforce',
        },
      },
    ]);
    stop();
    target.dispatchEvent(violation({ violatedDirective: 'script-src-elem', blockedURI: 'https://evil.example/x.js' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.world.read((s) => s.errorReports)).toHaveLength(1);
  });
});

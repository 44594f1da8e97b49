import { describe, expect, it } from 'vitest';
import { TRUSTED_TYPES_POLICY as CSP_POLICY } from '../../../scripts/csp.mjs';
import {
  PAYJP_SCRIPT_URL,
  TRUSTED_TYPES_POLICY,
  trustedScriptUrl,
  type TrustedTypesWindow,
} from '../../../src/infrastructure/browser/trustedScriptUrl';

/** A page with Trusted Types: records the policies created and wraps what a policy returns, as the browser does. */
const pageWithTrustedTypes = () => {
  const created: string[] = [];
  const win: TrustedTypesWindow = {
    location: { href: 'https://console.example.jp/organization/cards/csv', origin: 'https://console.example.jp' },
    trustedTypes: {
      createPolicy: (name, rules) => {
        created.push(name);
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
      },
    },
  };
  return { win, created };
};

describe("the console's one Trusted Types policy", () => {
  it('is the one the CSP names', () => {
    expect(TRUSTED_TYPES_POLICY).toBe(CSP_POLICY);
  });

  it("blesses PAY.JP's SDK and the site's own worker, creating the policy once per page", () => {
    const { win, created } = pageWithTrustedTypes();
    expect(trustedScriptUrl(PAYJP_SCRIPT_URL, win)).toEqual({ trusted: 'https://js.pay.jp/v2/pay.js' });
    expect(trustedScriptUrl('https://console.example.jp/assets/csvWorker-abc.js', win)).toEqual({
      trusted: 'https://console.example.jp/assets/csvWorker-abc.js',
    });
    expect(created).toEqual(['console-script-url']);
  });

  it('refuses any other script URL: another host, another PAY.JP file, a data: or javascript: URL', () => {
    const { win } = pageWithTrustedTypes();
    for (const url of [
      'https://yubinbango.github.io/yubinbango-data/data/100.js',
      'https://js.pay.jp/v1/pay.js',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
    ])
      expect(() => trustedScriptUrl(url, win), url).toThrow(`script URL refused by console-script-url: ${url}`);
  });

  it('hands the URL as it is to a browser without Trusted Types', () => {
    const win: TrustedTypesWindow = { location: { href: 'http://127.0.0.1/', origin: 'http://127.0.0.1' } };
    expect(trustedScriptUrl('http://127.0.0.1:9999/pay.js', win)).toBe('http://127.0.0.1:9999/pay.js');
  });
});

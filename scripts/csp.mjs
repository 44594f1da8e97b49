/**
 * The one Trusted Types policy the console creates (src/infrastructure/browser/trustedScriptUrl.ts, which spells the
 * same name; test/build/csp.test.ts checks they agree): script URLs only, and of those only PAY.JP's SDK (its terms
 * require loading it from its host) and the site's own files (the CSV reader's worker).
 */
export const TRUSTED_TYPES_POLICY = 'console-script-url';

/**
 * The news feed in connect-src: its origin and path (a CSP source cannot hold a query string), so
 * the page may fetch that feed and nothing else of its host. A relative or empty URL is 'self's.
 */
export const newsFeedSource = (newsFeedUrl = '') => {
  if (!/^https?:\/\//i.test(newsFeedUrl)) return '';
  const url = new URL(newsFeedUrl);
  return `${url.origin}${url.pathname}`;
};

/**
 * The Content-Security-Policy every server of the console sends (preview, demo, production).
 * Scripts only from the site and PAY.JP's SDK host (the postal data is the site's own JSON); no inline or eval'd
 * script; Trusted Types enforced for every script sink (`require-trusted-types-for 'script'`), with the one policy
 * above as the only one the page may create (no 'default' policy, no duplicates): React, Chakra, Emotion's style
 * elements and Vite's preload links assign no script sink. Styles allow inline because Chakra (Emotion) injects style
 * elements at run time. Workers (the CSV reader) from the site only. Violations are reported by the page itself
 * (a securitypolicyviolation listener sends the spec's POST /v1/console/error_reports), no report-uri to anyone.
 * `apiOrigin` and `newsFeedUrl` are the build's VITE_API_ORIGIN and VITE_NEWS_FEED_URL.
 * `trustedTypes: false` is for the mock-http test build only: MSW registers its service worker with a plain URL
 * (navigator.serviceWorker.register is a script sink), which no policy of ours should bless.
 */
export function contentSecurityPolicy({
  apiOrigin = '',
  newsFeedUrl = '',
  extraConnect = [],
  trustedTypes = true,
} = {}) {
  const connect = [
    "'self'",
    apiOrigin,
    newsFeedSource(newsFeedUrl),
    'https://js.pay.jp',
    'https://api.pay.jp',
    ...extraConnect,
  ]
    .filter(Boolean)
    .join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' https://js.pay.jp",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    // blob: the sign-up terms, a document the page makes itself (srcdoc would be a Trusted Types sink)
    "frame-src 'self' blob: https://js.pay.jp https://api.pay.jp",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(trustedTypes ? ["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICY}`] : []),
  ].join('; ');
}

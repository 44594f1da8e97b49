/**
 * The Content-Security-Policy every server of the console sends (preview, demo, production).
 * Scripts only from the site, PAY.JP's SDK host and the postal-data host (YubinbangoPostalLookup loads its
 * per-prefix files as scripts: script-src only, it is never fetched); no inline or eval'd script. Styles allow
 * inline because Chakra (Emotion) injects style elements at run time.
 */
export function contentSecurityPolicy({ apiOrigin = '', extraConnect = [] } = {}) {
  const connect = ["'self'", apiOrigin, 'https://js.pay.jp', 'https://api.pay.jp', ...extraConnect]
    .filter(Boolean)
    .join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' https://js.pay.jp https://yubinbango.github.io",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'self' https://js.pay.jp https://api.pay.jp",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

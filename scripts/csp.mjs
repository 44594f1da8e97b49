/**
 * The postal-data files' folder (YubinbangoPostalLookup's YUBINBANGO_DATA_URL): scripts from this path only, not the
 * whole host.
 */
export const POSTAL_DATA_SOURCE = 'https://yubinbango.github.io/yubinbango-data/data/';

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
 * Scripts only from the site, PAY.JP's SDK host and the postal-data folder (YubinbangoPostalLookup loads its
 * per-prefix files as scripts: script-src only, it is never fetched); no inline or eval'd script. Styles allow
 * inline because Chakra (Emotion) injects style elements at run time. Workers (the CSV reader) from the site only.
 * `apiOrigin` and `newsFeedUrl` are the build's VITE_API_ORIGIN and VITE_NEWS_FEED_URL.
 */
export function contentSecurityPolicy({ apiOrigin = '', newsFeedUrl = '', extraConnect = [] } = {}) {
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
    `script-src 'self' https://js.pay.jp ${POSTAL_DATA_SOURCE}`,
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

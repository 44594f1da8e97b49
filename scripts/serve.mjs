#!/usr/bin/env node
// Serves a built console (dist-demo/, dist-mockhttp/ or dist/) as static files with SPA fallback,
// the same security headers production hosting must send, and the compression any CDN applies
// (brotli or gzip, chosen by Accept-Encoding; text types only).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** The encoding a CDN would pick: brotli when the client takes it, else gzip, else none. */
export const encodingFor = (acceptEncoding = '') => {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1];
    }),
  );
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
};

/**
 * Brotli at its best quality, as a CDN serves a build it compressed once, unless told otherwise: the browser tests'
 * servers (playwright.config.ts) ask for quality 5. At 11 compressing the demo build's files took 9.4 s of one core in
 * each server, at the run's start, while the first pages waited on it; at 5, 0.2 s (12 % larger, unseen on loopback).
 * gzip (for a client without brotli: none of the test browsers) stays at level 9.
 */
const compressors = (brotliQuality) => ({
  br: (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
  gzip: (buf) => gzipSync(buf, { level: 9 }),
});

/**
 * The file a request path names inside `root`: 400 when the path is not valid percent-encoding (or holds a
 * NUL), 404 when it leaves the folder once decoded (`/..%2fdist-demo-secret/x`: a sibling whose name begins
 * with the folder's passes a plain prefix test, so the check is on the relative path), else the file, or null
 * for the SPA fallback (index.html).
 */
export const fileFor = (root, requestUrl) => {
  let path;
  try {
    path = decodeURIComponent(new URL(requestUrl, 'http://x').pathname);
  } catch {
    return { status: 400 };
  }
  if (path.includes('\0')) return { status: 400 };
  const file = resolve(join(root, path));
  const inside = relative(root, file);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return { status: 404 };
  return { status: 200, file: existsSync(file) && statSync(file).isFile() ? file : null };
};

/**
 * Whether a build folder is the mock-http test build (MSW's worker script ships in it and nowhere else): it gets the
 * CSP without Trusted Types (scripts/csp.mjs says why); every other build, production first, enforces them.
 */
export const isMockHttpBuild = (root) => existsSync(join(root, 'mockServiceWorker.js'));

/** The build's own variables (vite.config.ts reads the same names), so the CSP names the API and feed it calls. */
export const createStaticServer = (
  rootDir,
  {
    apiOrigin = process.env.VITE_API_ORIGIN ?? '',
    newsFeedUrl = process.env.VITE_NEWS_FEED_URL ?? '',
    brotliQuality = 11,
    warm = false,
  } = {},
) => {
  const root = resolve(rootDir);
  const compress = compressors(brotliQuality);
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ apiOrigin, newsFeedUrl, trustedTypes: !isMockHttpBuild(root) }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  // compressed once per file version (a rebuild changes mtime), as a CDN's cache would hold them
  const cache = new Map();
  const body = (file, encoding) => {
    const key = `${file}\0${encoding ?? ''}\0${statSync(file).mtimeMs}`;
    let buf = cache.get(key);
    if (!buf) {
      const raw = readFileSync(file);
      buf = encoding ? compress[encoding](raw) : raw;
      cache.set(key, buf);
    }
    return buf;
  };
  // `warm`: the page's files (index.html and assets/) compressed before the first request, as a CDN's edge holds them:
  // compressed on a first request, each file's brotli 11 (10-50 ms) was the server's time to its first byte, which
  // Lighthouse's simulation adds to that file's download (the first run of each route paid it)
  if (warm) {
    const assets = join(root, 'assets');
    const files = [
      join(root, 'index.html'),
      ...(existsSync(assets) ? readdirSync(assets).map((name) => join(assets, name)) : []),
    ];
    for (const file of files)
      if (existsSync(file) && COMPRESSIBLE.has(extname(file)))
        for (const encoding of ['br', 'gzip']) body(file, encoding);
  }
  const refuse = (res, status) =>
    res
      .writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
      .end(status === 400 ? 'Bad Request' : 'Not Found');
  const serve = (req, res) => {
    const found = fileFor(root, req.url ?? '/');
    if (found.status !== 200) return refuse(res, found.status);
    const file = found.file ?? join(root, 'index.html');
    const ext = extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const cacheControl = file.startsWith(join(root, 'assets', sep))
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req.headers['accept-encoding']) : null;
    const content = body(file, encoding);
    res.writeHead(200, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'Content-Length': content.length,
      ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : content);
  };
  return createServer((req, res) => {
    // whatever one request hits (a file removed mid-read), the server answers it and stays up
    try {
      serve(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? 'dist-demo');
  const port = Number(process.env.PORT ?? process.argv[3] ?? 4173);
  const quality = Number(process.env.SERVE_BROTLI_QUALITY ?? 11);
  const server = createStaticServer(root, { brotliQuality: quality >= 0 && quality <= 11 ? quality : 11 });
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    console.log(`serving ${root} on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
  });
}

#!/usr/bin/env node
// Serves a built console (dist-demo/, dist-mockhttp/ or dist/) as static files with SPA fallback,
// the same security headers production hosting must send, and the compression any CDN applies
// (brotli or gzip, chosen by Accept-Encoding; text types only).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './csp.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain' };
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** The encoding a CDN would pick: brotli when the client takes it, else gzip, else none. */
export const encodingFor = (acceptEncoding = '') => {
  const accepted = new Map(acceptEncoding.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return [name.trim(), q ? Number(q.slice(2)) : 1];
  }));
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
};

const compress = { br: (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: (buf) => gzipSync(buf, { level: 9 }) };

export const createStaticServer = (rootDir, { apiOrigin = process.env.API_ORIGIN ?? '' } = {}) => {
  const root = resolve(rootDir);
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ apiOrigin }),
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
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) file = join(root, 'index.html');
    const ext = extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const cacheControl = file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
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
  });
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? 'dist-demo');
  const port = Number(process.env.PORT ?? process.argv[3] ?? 4173);
  const server = createStaticServer(root);
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    console.log(`serving ${root} on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
  });
}

#!/usr/bin/env node
// Serves a built console (dist-demo/, dist-mockhttp/ or dist/) as static files with SPA fallback
// and the same security headers production hosting must send.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { contentSecurityPolicy } from './csp.mjs';

const root = resolve(process.argv[2] ?? 'dist-demo');
const port = Number(process.env.PORT ?? process.argv[3] ?? 4173);
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain' };
const headers = {
  'Content-Security-Policy': contentSecurityPolicy({ apiOrigin: process.env.API_ORIGIN ?? '' }),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
  const isFile = existsSync(file) && statSync(file).isFile();
  if (!isFile) file = join(root, 'index.html');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, { ...headers, 'Content-Type': type, 'Cache-Control': cache });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));

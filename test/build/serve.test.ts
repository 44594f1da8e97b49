import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';
import { createStaticServer, encodingFor } from '../../scripts/serve.mjs';

const SCRIPT = `export const greeting = ${JSON.stringify('こんにちは'.repeat(200))};\n`;

describe('scripts/serve.mjs: compression as a CDN applies it', () => {
  it('picks brotli, then gzip, by Accept-Encoding, and nothing the client refuses', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor('')).toBeNull();
    expect(encodingFor('*')).toBe('br');
  });

  const root = mkdtempSync(join(tmpdir(), 'serve-'));
  let origin = '';
  const server = createStaticServer(root);
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'assets', 'app.js'), SCRIPT);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('sends a script brotli-compressed to a browser, with the security headers and a year of caching', async () => {
    const { headers, body } = await get('/assets/app.js', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a client without brotli, and the bytes as they are to one that takes neither', async () => {
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers an unknown path with index.html (the SPA fallback), compressed and never cached', async () => {
    const { headers, body } = await get('/login', 'gzip');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(body).toString()).toBe('<!doctype html><title>t</title>');
  });
});

describe('scripts/serve.mjs: warm, the page files compressed before the first request (a CDN edge)', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-warm-'));
  const file = join(root, 'assets', 'app.js');
  // one mtime for both versions of the file: the server's cache of compressed bodies is keyed by it
  const write = (text: string) => {
    writeFileSync(file, text);
    utimesSync(file, 1_700_000_000, 1_700_000_000);
  };
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  write(SCRIPT);
  const warm = createStaticServer(root, { warm: true });
  const cold = createStaticServer(root);
  const origins: string[] = [];
  beforeAll(async () => {
    for (const server of [warm, cold]) {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => {
    warm.close();
    cold.close();
    rmSync(root, { recursive: true, force: true });
  });

  const brotliBody = (origin: string) =>
    new Promise<string>((resolve, reject) => {
      request(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(brotliDecompressSync(Buffer.concat(chunks)).toString()));
      })
        .on('error', reject)
        .end();
    });

  it('the warm server compressed the file when it was made; the other compresses it at its first request', async () => {
    write('export const greeting = "changed";\n');
    const [warmOrigin = '', coldOrigin = ''] = origins;
    expect(await brotliBody(warmOrigin)).toBe(SCRIPT);
    expect(await brotliBody(coldOrigin)).toBe('export const greeting = "changed";\n');
  });
});

describe('scripts/serve.mjs: paths that are not files of the served folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-'));
  // a sibling folder whose name begins with the served folder's name, as dist-demo and dist-demo-secret
  const sibling = `${root}-secret`;
  let origin = '';
  const server = createStaticServer(root);
  beforeAll(async () => {
    mkdirSync(sibling);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(sibling, 'x'), 'SECRET');
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(sibling, { recursive: true, force: true });
  });

  /** The path goes on the wire exactly as written (no client-side normalising). */
  const raw = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port: Number(new URL(origin).port), path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      })
        .on('error', reject)
        .end();
    });

  it('answers 400 to a path that is not valid percent-encoding, and keeps serving', async () => {
    expect((await raw('/%')).status).toBe(400);
    expect((await raw('/%E3%81')).status).toBe(400);
    expect((await raw('/a%00b')).status).toBe(400);
    expect(await raw('/home')).toEqual({ status: 200, body: '<!doctype html><title>app</title>' });
  });

  it("answers 404 to a path that leaves the folder for a sibling whose name begins with the folder's", async () => {
    const name = basename(sibling);
    for (const path of [`/..%2f${name}/x`, `/%2e%2e%2f${name}/x`, `/..%5c..%2f${name}/x`, `/../${name}/x`]) {
      const answer = await raw(path);
      expect(answer.body, path).not.toContain('SECRET');
    }
    expect((await raw(`/..%2f${name}/x`)).status).toBe(404);
    expect((await raw(`/%2e%2e%2f${name}/x`)).status).toBe(404);
  });
});

describe('scripts/csp.mjs and serve.mjs: the policy names what the build calls', () => {
  it("serve.mjs reads the build's VITE_API_ORIGIN and VITE_NEWS_FEED_URL into connect-src", async () => {
    const before = {
      api: process.env.VITE_API_ORIGIN,
      feed: process.env.VITE_NEWS_FEED_URL,
      old: process.env.API_ORIGIN,
    };
    process.env.VITE_API_ORIGIN = 'https://api.example.jp';
    process.env.VITE_NEWS_FEED_URL = 'https://news.example.jp/console/feed.json?v=2';
    process.env.API_ORIGIN = 'https://old-name.example.jp';
    const root = mkdtempSync(join(tmpdir(), 'serve-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
    const server = createStaticServer(root);
    try {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const csp = await new Promise<string>((resolve, reject) => {
        request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        })
          .on('error', reject)
          .end();
      });
      const connect = csp.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
      expect(connect).toBe(
        "connect-src 'self' https://api.example.jp https://news.example.jp/console/feed.json https://js.pay.jp https://api.pay.jp",
      );
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
      for (const [key, value] of [
        ['VITE_API_ORIGIN', before.api],
        ['VITE_NEWS_FEED_URL', before.feed],
        ['API_ORIGIN', before.old],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it("allows scripts from the site and PAY.JP's host only, and leaves a relative feed to 'self'", () => {
    const csp = contentSecurityPolicy({ newsFeedUrl: '/news.json' });
    expect(csp).toContain("script-src 'self' https://js.pay.jp;");
    expect(csp).toContain("connect-src 'self' https://js.pay.jp https://api.pay.jp;");
    expect(csp).toContain("worker-src 'self';");
  });
});

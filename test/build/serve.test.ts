import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      }).on('error', reject).end();
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

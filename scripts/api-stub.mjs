#!/usr/bin/env node
// The console's API on loopback, for the scripts that measure the production build (scripts/size.mjs,
// scripts/bench-phone.mjs, scripts/lighthouse.mjs): the in-memory world answers every call of the spec
// (docs/SPEC.md) as the mock-http build's MSW handlers do (scripts/api-world.ts), with the demo's default world
// (manager@example.jp and the other demo accounts, password Passw0rd) plus the large organization (manager@example.jp
// manages it too: the header's organization switcher). Answers are compressed by Accept-Encoding as a CDN would and
// never cached (Cache-Control: no-store); nothing is delayed (the benchmarks throttle the network in the browser).
// The world keeps its state for the life of the process: what a call changes, later calls see. One stub a process.
//   await createApiStub({ v2BasePath, log }) -> (req, res) => boolean   (false: not an API path)
// The world's TypeScript is built for Node by Vite (its decorators and import.meta.env need Vite's transform) into
// node_modules/.cache/api-stub/, once for the same sources: a hash of src/, this file's world entry, the .env files
// and package-lock.json names the build. `node scripts/api-stub.mjs [port]` serves the API alone.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { encodingFor } from './serve.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ENTRY = join(ROOT, 'scripts/api-world.ts');
const CACHE = join(ROOT, 'node_modules/.cache/api-stub');
const BUILT = 'api-world.mjs';

/** Every file under `dir`, sorted (the hash must not depend on the file system's order). */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();

/** What the build is made of: its hash names the cached build. */
const sourcesHash = () => {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(join(ROOT, 'src')),
    ENTRY,
    fileURLToPath(import.meta.url),
    ...['.env', '.env.mockhttp', 'package-lock.json'].map((f) => join(ROOT, f)).filter(existsSync),
  ];
  for (const file of inputs) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
};

/**
 * The built world entry: from the cache, or built now (the mock-http mode: its .env keeps the world's code in, as
 * the mock-http build does). Written to a folder of its own and renamed into place, so two processes building at
 * once never read half a build; older builds are removed.
 */
const builtWorld = async () => {
  const key = sourcesHash();
  const dir = join(CACHE, key);
  if (existsSync(join(dir, BUILT))) return join(dir, BUILT);
  const { build } = await import('vite');
  const partial = join(CACHE, `${key}.${process.pid}.partial`);
  await build({
    configFile: false,
    root: ROOT,
    mode: 'mockhttp',
    logLevel: 'warn',
    publicDir: false,
    // fp-ts's subpaths (fp-ts/Either) are folders Node's ES modules cannot import: bundled; the other packages load
    // from node_modules
    ssr: { noExternal: ['fp-ts'] },
    build: {
      ssr: ENTRY,
      outDir: partial,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: BUILT } },
    },
  });
  for (const old of existsSync(CACHE) ? readdirSync(CACHE) : [])
    if (old !== key && !old.endsWith('.partial')) rmSync(join(CACHE, old), { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  try {
    renameSync(partial, dir);
  } catch {
    // another process put the same build in place first: that one is used
    rmSync(partial, { recursive: true, force: true });
  }
  return join(dir, BUILT);
};

/** The stub's answer to one request of the API, compressed as a CDN would. */
const send = (req, res, status, type, raw) => {
  const encoding = raw.length > 0 ? encodingFor(req.headers['accept-encoding']) : null;
  const content =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  res.writeHead(status, {
    ...(type ? { 'Content-Type': type } : {}),
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    'Content-Length': content.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(content);
};

/** Serves the world; resolves once it is built and seeded. */
export const createApiStub = async ({ v2BasePath = '/console/v2', log = () => {} } = {}) => {
  const { createApiWorld } = await import(pathToFileURL(await builtWorld()).href);
  const world = await createApiWorld({ v2BasePath });
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith('/v1/') && !url.pathname.startsWith(`${v2BasePath}/`)) return false;
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        // HTTP/2's pseudo-headers (:method, :path...) are not headers of the request
        if (value !== undefined && !name.startsWith(':'))
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const request = new Request(
        `http://${req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1'}${url.pathname}${url.search}`,
        {
          method: req.method,
          headers,
          body,
        },
      );
      try {
        const response = await world.respond(request);
        log(`${req.method} ${url.pathname}${url.search}${response ? ` ${response.status}` : '  (no handler: 404)'}`);
        // the network-outage fault of the dev tools (a Response.error()): the connection drops
        if (response?.type === 'error') return void req.socket.destroy();
        if (!response) return send(req, res, 404, 'application/json', Buffer.from('{"message":"no handler"}'));
        const raw = Buffer.from(await response.arrayBuffer());
        return send(req, res, response.status, response.headers.get('Content-Type'), raw);
      } catch (error) {
        log(`${req.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
        return send(req, res, 500, 'application/json', Buffer.from('{"message":"stub failure"}'));
      }
    });
    return true;
  };
};

/**
 * The stub and a build folder (`dist`, served as scripts/serve.mjs serves it; none: the API alone, 404 elsewhere)
 * on one loopback origin, the way every script that measures a build runs it; `port` 0 takes a free one. With `tls`
 * ({ key, cert }: scripts/localTls.mjs) the origin is https and speaks HTTP/2 (HTTP/1.1 to a client that asks for it),
 * as a CDN serves the console; without, plain HTTP/1.1. `warm`: the build's page files compressed before the first
 * request (serve.mjs), as a CDN's edge holds them (Lighthouse's runs); otherwise each on its first request.
 */
export const serveWithStub = async ({ dist, port = 0, log, tls, warm = false } = {}) => {
  const serveStatic = dist
    ? (await import('./serve.mjs')).createStaticServer(resolve(dist), { warm }).listeners('request')[0]
    : (_req, res) => res.writeHead(404).end();
  const stub = await createApiStub({ log });
  const handler = (req, res) => {
    if (!stub(req, res)) serveStatic(req, res);
  };
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler)
    : createServer(handler);
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  const scheme = tls ? 'https' : 'http';
  return { server, origin: `${scheme}://127.0.0.1:${typeof address === 'object' && address ? address.port : port}` };
};

// alone: `node scripts/api-stub.mjs [port] [dist]`: the API on a port of loopback (4180 by default), and with a build
// folder, that build beside it as scripts/serve.mjs serves it (scripts/lighthouse.mjs); STUB_LOG=1 logs each call.
// It prints its address once it answers.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const [port = '4180', dist] = process.argv.slice(2);
  const { origin } = await serveWithStub({
    dist,
    port: Number(port),
    log: process.env.STUB_LOG === '1' ? (line) => console.log(line) : undefined,
  });
  console.log(
    `API stub${dist ? ` and ${dist}` : ''} on ${origin} (ready in ${Math.round(performance.now() - started)} ms)`,
  );
}

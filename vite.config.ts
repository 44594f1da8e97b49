/// <reference types="vitest/config" />
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { appInfo } from './scripts/appInfo.mjs';
import { CHUNKED_MODES, libraryPlan, routeChunking } from './scripts/chunking.mjs';
import { contentSecurityPolicy } from './scripts/csp.mjs';
import { postalData } from './scripts/postal-data.mjs';

const DEMO_ACCOUNTS = [
  ['manager@example.jp', '2 organizations (switcher in the header)'],
  ['solo@example.jp', 'exactly one organization'],
  ['nobody@example.jp', 'no organization (empty-organization page)'],
  ['app-user@example.jp', 'lock-app account for account linking'],
] as const;

const printDemoAccounts = (): Plugin => ({
  name: 'print-demo-accounts',
  configureServer(server) {
    server.httpServer?.once('listening', () => {
      const lines = DEMO_ACCOUNTS.map(([email, what]) => `    ${email.padEnd(22)} ${what}`);
      console.log(['', '  Demo accounts (password Passw0rd):', ...lines, ''].join('\n'));
    });
  },
});

/**
 * The look of the pages rendered without Chakra (src/ui/shared/plain.css) goes inline into
 * index.html: a stylesheet link would block the first paint for a request (Lighthouse's FCP), and
 * the file is 2 KB. Comments and line breaks are dropped.
 */
const inlinePlainCss = (): Plugin => ({
  name: 'inline-plain-css',
  transformIndexHtml(html) {
    const css = readFileSync(fileURLToPath(new URL('./src/ui/shared/plain.css', import.meta.url)), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, '');
    return html.replace('<!-- plain.css -->', `<style>${css}</style>`);
  },
});

/**
 * Chakra's createSystem computes its global CSS (preflight, global styles and a CSS variable for every token) when the
 * system is made, for its provider to insert at the first render: on a phone (4x a desktop's CPU) about 260 ms of the
 * 400 ms task that makes the console's system, and the insertion through Emotion's stylis another 100-300 ms after the
 * click on ログイン. The console's full system does not need it at run time: its global CSS is a file made from the
 * same system (src/ui/shell/fullSystemGlobal.css, kept equal to it by test/ui/shell/fullSystemGlobal.test.ts). This
 * makes `_global` computed on first read (the light system of the public pages still reads it at its first render).
 * The text replaced is Chakra 3.37.0's, the version package.json pins: the build fails if it is not found.
 */
const CHAKRA_SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const chakraLazyGlobalCss = (): Plugin => ({
  name: 'chakra-lazy-global-css',
  enforce: 'pre',
  transform(code, id) {
    if (!CHAKRA_SYSTEM.test(id.split('?')[0] ?? '')) return null;
    const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
    const returned = '    _global,\n';
    if (!code.includes(eager) || !code.includes(returned))
      this.error('chakra-lazy-global-css: createSystem is not the one this plugin knows (Chakra 3.37.0)');
    return code
      .replace(eager, 'let _globalStyles;')
      .replace(
        returned,
        '    get _global() { return (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
      );
  },
});

/**
 * MSW's worker script (public/, where `msw init` keeps it) ships in the mock-http build only: the other builds have no
 * use for it, and its presence is how scripts/serve.mjs knows the one build whose CSP leaves Trusted Types out.
 */
const mswWorkerInMockHttpOnly = (mode: string): Plugin => {
  let outDir = '';
  return {
    name: 'msw-worker-in-mockhttp-only',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'mockhttp') rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
};

/**
 * A build's library plan (scripts/chunking.mjs): a first build of the same config,
 * its libraries chunked automatically (after tree-shaking), written nowhere; its chunks say which library
 * code each group of the second build runs. The first build is the one without FIRST_PASS set.
 */
const FIRST_PASS = 'CHUNKING_FIRST_PASS';
const planOfFirstPass = async (mode: string, configFile: string): Promise<Map<string, string>> => {
  process.env[FIRST_PASS] = '1';
  try {
    const result = await viteBuild({ configFile, mode, logLevel: 'silent', build: { write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return libraryPlan(outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'));
  } finally {
    delete process.env[FIRST_PASS];
  }
};

export default defineConfig(async ({ mode, command }) => {
  const plan =
    CHUNKED_MODES.includes(mode) && command === 'build' && process.env[FIRST_PASS] !== '1'
      ? await planOfFirstPass(mode, fileURLToPath(import.meta.url))
      : null;
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const port = Number(process.env.PORT ?? 5173);
  const csp = contentSecurityPolicy({
    apiOrigin: env.VITE_API_ORIGIN ?? '',
    newsFeedUrl: env.VITE_NEWS_FEED_URL ?? '',
    // the mock-http build's MSW registers its service worker with a plain URL (scripts/csp.mjs)
    trustedTypes: mode !== 'mockhttp',
  });
  return {
    plugins: [
      chakraLazyGlobalCss(),
      react(),
      appInfo(),
      printDemoAccounts(),
      postalData(),
      inlinePlainCss(),
      mswWorkerInMockHttpOnly(mode),
    ],
    resolve: {
      // the light Chakra system imports single theme files; the package's index would drag in every recipe
      alias: [
        // Inversify's import of the metadata API: the three calls it makes, not the package (reflectMetadata.ts)
        {
          find: /^reflect-metadata\/lite$/,
          replacement: fileURLToPath(
            new URL('./src/infrastructure/container/installReflectMetadata.ts', import.meta.url),
          ),
        },
        {
          find: /^chakra-theme\/(.*)$/,
          replacement: fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/$1.js', import.meta.url)),
        },
      ],
    },
    server: { port, strictPort: true, host: '127.0.0.1' },
    preview: { port, strictPort: true, host: '127.0.0.1', headers: { 'Content-Security-Policy': csp } },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 1200,
      // the way from /login to the lock list in a few files: production, and the test builds with their world
      ...(CHUNKED_MODES.includes(mode) ? { rolldownOptions: { output: routeChunking(mode, plan) ?? {} } } : {}),
    },
    test: {
      include: ['test/**/*.test.{ts,tsx}'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['test/setup.ts'],
      pool: 'threads',
      // one module graph per worker instead of per file: importing src/ and the libraries again for
      // each of the ~130 files was two thirds of the run (180 s -> 55 s on 2 cores). Files share a
      // worker, so nothing may outlive its test: spies are restored after each test (restoreMocks) and
      // httpBackend() drops the MSW listeners of earlier tests when it re-points the shared server.
      isolate: false,
      restoreMocks: true,
      // property tests run 1000 cases each; a loaded 2-core CI machine must not turn them into timeouts
      testTimeout: 20_000,
      benchmark: { include: ['test/**/*.bench.ts'] },
    },
  };
});

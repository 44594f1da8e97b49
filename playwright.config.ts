import { defineConfig } from '@playwright/test';

/** Ports are configurable so several checkouts can run their suites side by side. */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
const memoryUrl = `http://127.0.0.1:${base}`;
const mockHttpUrl = `http://127.0.0.1:${base + 1}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // a folder per run where the seeded world and each account's session are kept once for every worker
  globalSetup: './test/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // one retry on CI only: a 2-core machine under load can stall a browser; a retried pass is reported as flaky.
  // E2E_RETRIES=0 turns it off for a run (`CI=true E2E_RETRIES=0 bash .ci/run`: the flakiness check of a fresh clone)
  retries: process.env.E2E_RETRIES !== undefined ? Number(process.env.E2E_RETRIES) : process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // E2E_JSON=file also writes Playwright's JSON report (per-test durations and boots: the profile)
  // E2E_STEPS=file: the time of every step (fixtures, actions, expects) for scripts/e2e-profile.mjs --steps
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
    ...(process.env.E2E_STEPS ? [['./test/e2e/stepReporter.ts'] as const] : []),
  ],
  use: {
    // one browser context per worker, reset between tests (storage, cookies, service workers, routes,
    // bindings and init scripts are cleared, the storage state re-applied): a fresh context per test cost
    // about 1.5 s of a 2-core machine's time, a fifth of the run. Not reset, and unused by these specs:
    // setOffline, extra headers, geolocation; the one permission granted (clipboard, tokens.spec) is
    // asked by no other test. The layout spec makes its contexts itself.
    reuseContext: !process.env.E2E_FRESH_CONTEXTS,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.sh installs it): the headless Chromium Playwright itself
      // uses, lighter than the full browser's headless mode (20 starts of the console: 53 -> 40 s of CPU)
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every flow runs in one build. The demo build (memory adapters) runs every flow but those tagged @mock-http;
    // those run in the mock-http build: the same screens and the same world, reached through the production code path
    // (HTTP adapters, codecs, fetch, MSW in the page). They ran in both builds before; the second run added no
    // assertion, 160 s of the suite's test time (a quarter), and the two kinds of adapters are proven the same by the
    // use-case tests, which run each use case on both backends. A flow tagged @memory as well runs in both: it looks
    // at something only the demo build shows (a wait's progress under the demo world's latency).
    { name: 'memory', use: { baseURL: memoryUrl }, grepInvert: /@mock-http(?!.*@memory)/ },
    { name: 'mock-http', use: { baseURL: mockHttpUrl }, grep: /@mock-http/ },
  ],
  // brotli at quality 5 (scripts/serve.mjs): the files are compressed as the first pages ask for them
  webServer: [
    {
      command: `SERVE_BROTLI_QUALITY=5 node scripts/serve.mjs dist-demo ${base}`,
      url: memoryUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `SERVE_BROTLI_QUALITY=5 node scripts/serve.mjs dist-mockhttp ${base + 1}`,
      url: mockHttpUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});

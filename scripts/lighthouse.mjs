#!/usr/bin/env node
// Lighthouse 12, mobile (Moto G emulation, simulated throttling: 4x CPU slowdown, slow 4G) of four routes of the
// PRODUCTION build (dist/), served compressed by scripts/serve.mjs (its page files compressed before the first
// request, as a CDN's edge holds them) with the security headers of docs/OPERATIONS.md
// beside the API stub (scripts/api-stub.mjs) on one origin, over HTTPS and HTTP/2 as a CDN serves them (a certificate
// of the run's own, scripts/localTls.mjs, trusted by this Chromium alone; PROTOCOL=h1: plain HTTP/1.1, as
// bench-phone.mjs serves them, where Lighthouse's simulation queues the first load's 40-60 files on six connections):
//   login    /login      not signed in (run first, in the fresh profile)
//   home     /home       the lock list, signed in
//   guests   /guests     the guests list, signed in
//   account  /account/   the contract page (契約情報), signed in
// One Chromium (/usr/bin/chromium, --headless=new) with a temporary profile and a DevTools port: the manager signs
// in once through the login form (manager@example.jp, Playwright over CDP), then Lighthouse drives the same browser
// by its port for each run, so the session kept in localStorage is the page's. Lighthouse's storage reset stays on:
// before each run it clears the HTTP cache, service workers, Cache Storage and file systems of the origin, and keeps
// localStorage (its default storage types): every run is a cold load, signed in (with --disable-storage-reset the
// cache would stay warm). Each run's final URL must be the route's own path (a page that bounced to /login fails).
// Prints each run, then per route the median of RUNS (3) runs: performance score, FCP, LCP, TBT, CLS,
// accessibility, best practices and script requests, with the 1-minute load average (os.loadavg) at each run; the
// failing audits of accessibility and best practices, and below 0.95 the performance audits that cost the most.
// A script, not a test.
//   npm run lighthouse                    RUNS=n  ROUTES=home,guests (names or paths)  REBUILD=1 (build dist/ again)
//   PORT=n (a fixed port; any free one by default)  OUT=dir (keep the JSON reports and final screenshots there)
//   DIST=dir (another production build, as built; for A/B runs)  PROTOCOL=h2 (the default) or h1
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
import { makeLocalTls } from './localTls.mjs';

const ROUTES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'home', path: '/home', signedIn: true },
  { name: 'guests', path: '/guests', signedIn: true },
  { name: 'account', path: '/account/', signedIn: true },
];
const RUNS = Number(process.env.RUNS ?? process.env.LH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// a subset of chrome-launcher's defaults (what `lighthouse URL` launches Chromium with) and the brief's flags
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,RenderDocument',
];

const chosen = (process.env.ROUTES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const routes = chosen.length
  ? chosen.map((key) => {
      const route = ROUTES.find((r) => r.name === key || r.path === key || r.path === `${key}/`);
      if (!route) throw new Error(`ROUTES: unknown route ${key} (one of ${ROUTES.map((r) => r.name).join(', ')})`);
      return route;
    })
  : ROUTES;

const PROTOCOL = process.env.PROTOCOL ?? 'h2';
if (!['h1', 'h2'].includes(PROTOCOL)) throw new Error(`PROTOCOL: h2 or h1, not ${PROTOCOL}`);
const tls = PROTOCOL === 'h2' ? makeLocalTls() : undefined;

const root = resolve(new URL('..', import.meta.url).pathname);
process.chdir(root);
spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
const dist = resolve(process.env.DIST ?? 'dist');
if (!process.env.DIST && (!existsSync('dist/index.html') || process.env.REBUILD || process.env.LH_REBUILD)) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const out = process.env.OUT ? resolve(process.env.OUT) : mkdtempSync(join(tmpdir(), 'lighthouse-'));
mkdirSync(out, { recursive: true });

// the production build and the API on one origin
const { server, origin } = await serveWithStub({ dist, port: Number(process.env.PORT ?? 0), tls, warm: true });

/** Chromium with a fresh profile and a DevTools port (read from the profile's DevToolsActivePort). */
const launchChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    CHROME,
    [
      ...CHROME_FLAGS,
      ...(tls ? [tls.chromiumFlag] : []),
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // its own process group: closing ends the browser's helper processes too
    { stdio: 'ignore', detached: true },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n'); waited += 100) {
    if (waited > 30_000 || child.exitCode !== null) throw new Error(`${CHROME} did not open its DevTools port`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const close = async () => {
    const exited = new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { port, close, alive: () => child.exitCode === null };
};

/** Signs the demo manager in through the login form, in the browser's default context (its localStorage). */
const signIn = async (port) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input[name=email]').fill('manager@example.jp');
    await page.locator('input[name=password]').fill('Passw0rd');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL(`${origin}/home`, { timeout: 60_000 });
    await page.locator('[data-testid=lock-panel]').first().waitFor({ timeout: 60_000 });
    await page.close();
  } finally {
    // a browser connected over CDP is only disconnected, not closed
    await browser.close();
  }
};

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const value = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const scriptRequests = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? []).filter((q) => q.resourceType === 'Script');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg()[0].toFixed(1);

/** One Lighthouse run of `route` in the browser on `port`: its report, checked to be the route's page. */
const runOnce = async (route, port, index) => {
  const loadBefore = load();
  const result = await lighthouse(`${origin}${route.path}`, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${route.path}: Lighthouse gave no report`);
  const file = join(out, `${route.name}-${index}`);
  writeFileSync(`${file}.json`, JSON.stringify(lhr));
  const screenshot = lhr.audits['final-screenshot']?.details?.data;
  if (screenshot) writeFileSync(`${file}.jpg`, Buffer.from(screenshot.split(',')[1], 'base64'));
  if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== route.path)
    throw new Error(
      `${route.path}: the run ended on ${finalPath}, not on ${route.path}${route.signedIn ? ' (not signed in?)' : ''}; see ${file}.jpg`,
    );
  return { lhr, load: `${loadBefore}–${load()}` };
};

const line = (lhr) =>
  `performance ${score(lhr, 'performance')}  FCP ${seconds(value(lhr, 'first-contentful-paint'))}  LCP ${seconds(value(lhr, 'largest-contentful-paint'))}  TBT ${Math.round(value(lhr, 'total-blocking-time'))} ms  CLS ${value(lhr, 'cumulative-layout-shift').toFixed(3)}  a11y ${score(lhr, 'accessibility')}  best practices ${score(lhr, 'best-practices')}  ${scriptRequests(lhr).length} scripts`;

/**
 * The audits of a category that did not pass (informative and not-applicable ones aside), each with its weight:
 * Lighthouse 12 weighs a few (label-content-name-mismatch) 0, so they fail without costing the score.
 */
const failing = (lhr, category) =>
  lhr.categories[category].auditRefs
    .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
    .filter(
      ({ audit }) =>
        audit.score !== null &&
        audit.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    );

/** What the median run's performance spends: the audits with the largest estimated savings, the LCP element, tasks. */
const costs = (lhr) => {
  const lines = [];
  const saved = (a) => Object.values(a.metricSavings ?? {}).reduce((s, v) => s + (v ?? 0), 0);
  const opportunities = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && saved(a) > 0)
    .sort((a, b) => saved(b) - saved(a));
  for (const a of opportunities.slice(0, 6))
    lines.push(
      `    ${a.id}: ${a.displayValue ?? ''} (saves ${Object.entries(a.metricSavings)
        .filter(([, v]) => v)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ')})`,
    );
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcp) lines.push(`    LCP element: ${lcp.nodeLabel} (${lcp.selector})`);
  for (const shift of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3))
    lines.push(`    layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '(unattributed)'}`);
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  if (tasks.length)
    lines.push(
      `    long tasks: ${tasks
        .slice(0, 8)
        .map((t) => `${Math.round(t.duration)} ms ${String(t.url).replace(origin, '')}`)
        .join(', ')}`,
    );
  for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4))
    lines.push(`    bootup: ${Math.round(item.scripting)} ms scripting in ${String(item.url).replace(origin, '')}`);
  const unused = lhr.audits['unused-javascript']?.details?.items ?? [];
  if (unused.length)
    lines.push(
      `    unused JS: ${unused
        .slice(0, 4)
        .map((u) => `${(u.wastedBytes / 1024).toFixed(1)} KB in ${String(u.url).replace(origin, '')}`)
        .join(', ')}`,
    );
  return lines;
};

const results = new Map(routes.map((r) => [r, []]));
const browser = await launchChromium();
let failed = false;
try {
  // the routes not signed in first, while the profile is fresh; then one sign-in for the rest
  const ordered = [...routes.filter((r) => !r.signedIn), ...routes.filter((r) => r.signedIn)];
  let signedIn = false;
  for (const route of ordered) {
    if (route.signedIn && !signedIn) {
      await signIn(browser.port);
      if (!browser.alive()) throw new Error('Chromium closed after the sign-in');
      signedIn = true;
    }
    for (let i = 1; i <= RUNS; i++) {
      const run = await runOnce(route, browser.port, i);
      results.get(route).push(run);
      console.log(`  ${route.path} run ${i}/${RUNS} (load ${run.load}): ${line(run.lhr)}`);
    }
  }
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await browser.close();
  server.close();
}

const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'));
console.log(
  `\nLighthouse ${version} mobile, ${dist} behind the API stub over ${PROTOCOL === 'h2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}; reports in ${out}`,
);
for (const [route, runs] of results) {
  if (!runs.length) continue;
  const of = (fn) => median(runs.map((r) => fn(r.lhr)));
  const medianRun = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[
    Math.floor(runs.length / 2)
  ];
  console.log(
    `${route.path}${route.signedIn ? ' (signed in)' : ''}, median of ${runs.length} (load ${runs.map((r) => r.load).join(', ')}):`,
  );
  console.log(
    `  performance ${of((l) => score(l, 'performance'))} (runs ${runs.map((r) => score(r.lhr, 'performance')).join(', ')})  FCP ${seconds(of((l) => value(l, 'first-contentful-paint')))}  LCP ${seconds(of((l) => value(l, 'largest-contentful-paint')))}  TBT ${Math.round(of((l) => value(l, 'total-blocking-time')))} ms  CLS ${of((l) => value(l, 'cumulative-layout-shift')).toFixed(3)}`,
  );
  console.log(
    `  accessibility ${of((l) => score(l, 'accessibility'))}  best practices ${of((l) => score(l, 'best-practices'))}  script requests ${of((l) => scriptRequests(l).length)} (${(of((l) => scriptRequests(l).reduce((s, q) => s + (q.transferSize ?? 0), 0)) / 1024).toFixed(1)} KB)`,
  );
  for (const category of ['accessibility', 'best-practices']) {
    const found = new Set(
      runs.flatMap((r) =>
        failing(r.lhr, category).map(
          ({ audit, weight }) =>
            `${audit.id}${weight ? '' : ' (weight 0: not scored)'}: ${audit.title} (${audit.details?.items?.[0]?.node?.selector ?? ''})`,
        ),
      ),
    );
    for (const text of found) console.log(`  ${category} failing: ${text}`);
  }
  if (score(medianRun.lhr, 'performance') < TARGET * 100 || process.env.VERBOSE === '1')
    console.log(`  what costs the most (median run):\n${costs(medianRun.lhr).join('\n')}`);
}
if (failed) process.exit(1);

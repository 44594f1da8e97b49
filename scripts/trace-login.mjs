#!/usr/bin/env node
// Where the click on ログイン → first lock panel goes, from a Chrome trace of one run (docs/PERFORMANCE.md, the
// evening's round): the production build (dist/, or the folder given) behind the API stub, at Lighthouse's mobile
// throttling (scripts/phone.mjs), signed in through the form as bench-phone.mjs does. Prints, in ms after the click:
//   the API calls (start → end), the router's navigation (replaceState), the mutations that first hold a panel,
//   the main thread's time by kind of event (script, style, layout, paint...) in 100 ms slices up to the panel's
//   frame, and every style or layout over 15 ms (their elements or layout objects).
// A script for one look, not a benchmark: a run varies by hundreds of ms here; compare builds with bench-phone.mjs.
//   node scripts/trace-login.mjs [dist]     WAIT=ms (after typing, before the click; 1500 by default)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
import { MOBILE_CPU_RATE, mobileNetwork, PHONE } from './phone.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const WAIT_MS = Number(process.env.WAIT ?? 1500);
/** The kinds of top-level main-thread event counted (the first of nested ones counts, the others are inside it). */
const KINDS = new Set([
  'FunctionCall',
  'EventDispatch',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseHTML',
  'v8.evaluateModule',
  'MajorGC',
  'MinorGC',
]);

// In the page: the click's time, the calls, the navigation and the mutations, on the page's clock
const INIT = () => {
  const w = /** @type {any} */ (window);
  w.__log = [];
  const log = (/** @type {string} */ what) => w.__log.push([performance.now(), what]);
  document.addEventListener('click', (e) => (w.__clickAt = e.timeStamp), true);
  const fetch = window.fetch;
  window.fetch = function (...args) {
    const url = String(/** @type {any} */ (args[0])?.url ?? args[0]);
    log(`fetch ${url}`);
    return fetch.apply(this, args).then((response) => {
      log(`answer ${url}`);
      return response;
    });
  };
  const replace = history.replaceState;
  history.replaceState = function (...args) {
    log(`replaceState ${String(args[2])}`);
    return replace.apply(this, args);
  };
  new MutationObserver(() => {
    if (!w.__panel && document.querySelector('[data-testid=lock-panel]')) {
      w.__panel = true;
      log('first lock panel in the document');
    }
  }).observe(document, { childList: true, subtree: true });
  w.__panelFrame = () =>
    new Promise((done) => {
      const frame = () => requestAnimationFrame(() => done(performance.now()));
      if (document.querySelector('[data-testid=lock-panel]')) return frame();
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid=lock-panel]')) return;
        observer.disconnect();
        frame();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
};

const { server, origin } = await serveWithStub({ dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const folder = mkdtempSync(join(tmpdir(), 'trace-login-'));
try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', mobileNetwork());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_RATE });
  await page.addInitScript(INIT);
  await page.goto(`${origin}/login`);
  await page.locator('input[name=email]').pressSequentially('manager@example.jp', { delay: 100 });
  await page.locator('input[name=password]').pressSequentially('Passw0rd', { delay: 100 });
  await page.waitForTimeout(WAIT_MS);

  const path = join(folder, 'trace.json');
  await browser.startTracing(page, {
    path,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'],
  });
  // the trace's clock against the page's: a mark at a known performance.now()
  const markAt = await page.evaluate(() => {
    performance.mark('trace-login');
    return performance.getEntriesByName('trace-login')[0].startTime;
  });
  const panel = page.evaluate(() => /** @type {any} */ (window).__panelFrame());
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const panelAt = await panel;
  await page.waitForTimeout(300);
  await browser.stopTracing();
  const { clickAt, log } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { clickAt: w.__clickAt, log: w.__log };
  });
  const after = (/** @type {number} */ at) => Math.round(at - clickAt);
  console.log(`first lock panel's frame: ${after(panelAt)} ms after the click\n`);
  for (const [at, what] of log) if (at >= clickAt) console.log(`${String(after(at)).padStart(6)}  ${what}`);

  const { traceEvents } = JSON.parse(readFileSync(path, 'utf8'));
  const mark = traceEvents.find((/** @type {any} */ e) => e.name === 'trace-login');
  if (!mark) throw new Error('the trace holds no mark: its clock cannot be matched to the page');
  const originUs = mark.ts - markAt * 1000;
  const msAfterClick = (/** @type {number} */ ts) => (ts - originUs) / 1000 - clickAt;
  const main = traceEvents
    .filter((/** @type {any} */ e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.dur > 0)
    .sort((/** @type {any} */ a, /** @type {any} */ b) => a.ts - b.ts);
  /** @type {Map<number, Map<string, number>>} */
  const slices = new Map();
  let end = -Infinity;
  for (const e of main) {
    if (!KINDS.has(e.name) || e.ts < end) continue;
    end = e.ts + e.dur;
    const at = msAfterClick(e.ts);
    if (at < 0 || at > panelAt - clickAt) continue;
    const slice = Math.floor(at / 100) * 100;
    const kinds = slices.get(slice) ?? new Map();
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    slices.set(slice, kinds);
  }
  console.log('\nmain thread by kind of event, per 100 ms after the click (ms):');
  for (const [slice, kinds] of [...slices].sort((a, b) => a[0] - b[0]))
    console.log(
      `${String(slice).padStart(6)}  ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms >= 1)
        .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
        .join(', ')}`,
    );
  console.log('\nstyle and layout over 15 ms:');
  for (const e of main) {
    const at = msAfterClick(e.ts);
    if ((e.name !== 'UpdateLayoutTree' && e.name !== 'Layout') || e.dur < 15_000 || at < 0 || at > panelAt - clickAt)
      continue;
    const objects = e.args?.beginData?.totalObjects;
    console.log(
      `${String(Math.round(at)).padStart(6)}  ${e.name} ${Math.round(e.dur / 1000)} ms` +
        (objects === undefined ? '' : ` (${objects} layout objects)`),
    );
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
  rmSync(folder, { recursive: true, force: true });
}

#!/usr/bin/env node
// The large organization on a phone: the production build (dist/) served compressed (scripts/serve.mjs) beside the
// API stub (scripts/api-stub.mjs: the in-memory world with the large organization, 200 locks, 3,000 guests, 1,000
// cards, 5,000 PINs), in Chromium at Lighthouse's mobile figures (150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU
// 4×, 412×823). Each run is a new browser context: the manager signs in, chooses 大規模デモ株式会社 in the header's
// organization switcher (the page reloads /home, as the spec's switch does), waits for the page to be quiet, then:
//   first visits   the click on a menu entry (the phone's drawer) -> the frame that paints the screen's first rows:
//                  利用者, 鍵グループ, カード, ロック一覧 (back from another screen), and a keypad's 暗証番号 (the first
//                  lock panel's link)
//   search         Enter in the list's search box -> the frame after the list shows the found rows (no row marked
//                  busy, the list's text changed): ロック一覧, 利用者, 鍵グループ
//   paging         the click on 次のページ -> the same: ロック一覧, 利用者, カード
// and for each step the longest task (PerformanceObserver 'longtask': none over 50 ms reads 0) and the slowest
// interaction's duration (Event Timing: INP's figure, the longest of the step's interactions: click or key to the
// next paint). A first visit's tap on the drawer's entry comes once the drawer has slid in and a person has read it
// (PAUSE_MS, 300); the tap that opened the drawer is an interaction too: its figure is the column "drawer INP".
// Prints the median of RUNS (3) per step.
//   npm run bench:large      (builds first)     node scripts/bench-large.mjs [dist]
//   RUNS=n; JSON=1 adds the raw runs; CPU=n (4); ONLY=<name part>: only the steps whose name contains it (the sign-in
//   and the switch always run)
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
import { MOBILE_CPU_RATE, mobileNetwork, PHONE } from './phone.mjs';

const dist = resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_RATE = Number(process.env.CPU ?? MOBILE_CPU_RATE);
const QUIET_MS = 1500;
const NETWORK = mobileNetwork();
const DEVICE = PHONE;
const LARGE_NAME = '大規模デモ株式会社';
// a person's look at the opened drawer before the tap on an entry
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 300);

/**
 * The steps, in the order a manager might take them. `rows`: what means the screen's first rows are painted (a CSS
 * selector inside <main>); `from`: the drawer's entry to click; `search`: the search box's accessible name and the
 * term; `pager`: the pager's accessible name (its 次のページ button is clicked).
 */
// a list's rows: ResponsiveTable's cards on a phone, its table rows on a wide screen
const ROWS = 'main ul[role=list] > li, main table tbody tr';
const STEPS = [
  { name: '利用者 (初回)', from: '利用者', path: '/guests', rows: ROWS },
  { name: '利用者 検索', search: { box: '利用者を名前で検索', term: '佐藤' } },
  { name: '利用者 次のページ', pager: '利用者一覧のページ送り' },
  { name: '鍵グループ (初回)', from: '鍵グループ', path: '/groups', rows: 'main [data-testid=group-card]' },
  { name: '鍵グループ 検索', search: { box: 'グループ名で検索', term: '倉庫' } },
  { name: 'カード (初回)', from: 'カード', path: '/organization/cards', rows: ROWS },
  { name: 'カード 次のページ', pager: 'カード一覧のページ送り' },
  { name: 'ロック一覧 (初回)', from: 'ロック一覧', path: '/home', rows: 'main [data-testid=lock-panel]' },
  { name: 'ロック一覧 検索', search: { box: 'ロック名で検索', term: '会議室' } },
  { name: 'ロック一覧 次のページ', pager: 'ロック一覧のページ送り' },
  { name: '暗証番号 (初回)', pins: true, path: '/locks/', rows: ROWS },
];

const { server, origin } = await serveWithStub({ dist });

// In the page: the last click's and key's time, long tasks and interactions since a mark, and when() for a condition.
const INIT = () => {
  const w = /** @type {any} */ (window);
  w.__longTasks = [];
  w.__events = [];
  w.__inFlight = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (/** @type {any} */ (e).interactionId) w.__events.push({ at: e.startTime, ms: e.duration, type: e.name });
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  for (const type of ['click', 'keydown'])
    document.addEventListener(
      type,
      (e) => {
        w.__actAt = e.timeStamp;
      },
      true,
    );
  // resolves with performance.now() of the frame after check() first holds
  w.__when = (check) =>
    new Promise((done) => {
      const test = new Function(`return (${check})()`);
      const painted = () => requestAnimationFrame(() => done(performance.now()));
      if (document.documentElement && test()) return painted();
      const observer = new MutationObserver(() => {
        if (!test()) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page has made no API call for QUIET_MS (what the last screen started is over). */
async function quiet(page) {
  let last = Date.now();
  const onRequest = (r) => {
    if (new URL(r.url()).pathname.match(/^\/(v1|console)\//)) last = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onRequest);
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  page.off('request', onRequest);
  page.off('requestfinished', onRequest);
}

/**
 * Opens the phone's drawer and answers its entry `label`, and the tap on メニューを開く's interaction (INP's figure of
 * that tap: the drawer's first paint). Then waits as a person would: the drawer's slide has ended and its entries are
 * read (PAUSE_MS, 300) before the entry is tapped (a tap in the middle of the slide measured the slide's frames).
 */
async function openDrawerEntry(page, label) {
  const from = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const link = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: label, exact: true });
  await link.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(PAUSE_MS);
  const opening = await page.evaluate(
    (since) =>
      Math.round(Math.max(0, .../** @type {any} */ (window).__events.filter((e) => e.at >= since).map((e) => e.ms))),
    from,
  );
  return { link, opening };
}

/** Runs `act` and answers ms from its event to the frame that `check` (a function's source, in the page) holds. */
async function timed(page, check, act) {
  const mark = await page.evaluate(() => performance.now());
  const shown = page.evaluate((source) => /** @type {any} */ (window).__when(source), check);
  await act();
  const at = await shown;
  return page.evaluate(
    ({ from, until }) => {
      const w = /** @type {any} */ (window);
      const tasks = w.__longTasks.filter((t) => t.at >= from);
      const events = w.__events.filter((e) => e.at >= from);
      return {
        ms: until - w.__actAt,
        longestTask: Math.round(Math.max(0, ...tasks.map((t) => t.ms))),
        slowestInteraction: Math.round(Math.max(0, ...events.map((e) => e.ms))),
      };
    },
    { from: mark, until: at },
  );
}

/** The list's text changed from `before` and no row is marked busy: the next rows are on screen. */
const changedFrom = (before) =>
  `() => { const m = document.querySelector('main'); return !!m && !m.querySelector('[aria-busy=true], [role=status]') && m.innerText !== ${JSON.stringify(before)}; }`;
const present = (path, selector) =>
  `() => location.pathname.startsWith(${JSON.stringify(path)}) && document.querySelector(${JSON.stringify(selector)}) !== null`;

async function run(browser) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.addInitScript(INIT);

  await page.goto(`${origin}/login`);
  await page.locator('input[name=email]').fill('manager@example.jp');
  await page.locator('input[name=password]').fill('Passw0rd');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.locator('[data-testid=lock-panel]').first().waitFor();
  // the switch rewrites the stored organization and reloads /home (account-billing-signup §4)
  const switcher = page.getByRole('combobox', { name: '組織の切り替え' });
  const value = await switcher.locator('option', { hasText: LARGE_NAME }).getAttribute('value');
  await Promise.all([page.waitForURL('**/home'), switcher.selectOption(value ?? '')]);
  await page.locator('[data-testid=lock-panel]').first().waitFor();
  await quiet(page);

  const results = {};
  for (const step of STEPS) {
    const only = process.env.ONLY;
    if (step.from) {
      const { link, opening } = await openDrawerEntry(page, step.from);
      results[step.name] = { ...(await timed(page, present(step.path, step.rows), () => link.click())), opening };
    } else if (step.pins) {
      const link = page.getByRole('link', { name: /の暗証番号$/ }).first();
      results[step.name] = await timed(page, present(step.path, step.rows), () => link.click());
    } else if (step.search) {
      const box = page
        .getByRole('searchbox', { name: step.search.box })
        .or(page.getByRole('textbox', { name: step.search.box }));
      await box.first().fill(step.search.term);
      const before = await page.locator('main').innerText();
      results[step.name] = await timed(page, changedFrom(before), () => box.first().press('Enter'));
    } else if (step.pager) {
      const next = page.getByRole('navigation', { name: step.pager }).getByRole('button', { name: '次のページ' });
      const before = await page.locator('main').innerText();
      results[step.name] = await timed(page, changedFrom(before), () => next.click());
    }
    if (only && !step.name.includes(only)) delete results[step.name];
    await quiet(page);
  }
  await context.close();
  return results;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await run(browser));
    process.stderr.write(
      `run ${i + 1}/${RUNS}: ${Object.entries(runs[i])
        .map(([k, v]) => `${k} ${Math.round(v.ms)} ms`)
        .join(', ')}\n`,
    );
  }
  const pad = (s, n) => String(s).padStart(n);
  const width = (s) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const name = (s) => s + ' '.repeat(Math.max(0, 24 - width(s)));
  console.log(
    `\nbench:large  ${dist}  (median of ${runs.length}; 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU x${CPU_RATE})`,
  );
  console.log(
    `${name('step')}${pad('median', 9)}  ${pad('runs (ms)', 22)}${pad('longest task', 14)}${pad('INP', 7)}` +
      `${pad('drawer INP', 12)}`,
  );
  for (const key of Object.keys(runs[0])) {
    const of = (k) => runs.map((r) => r[key]?.[k]).filter((v) => v !== undefined);
    console.log(
      `${name(key)}${pad(`${Math.round(median(of('ms')))} ms`, 9)}  ${pad(
        of('ms')
          .map((v) => Math.round(v))
          .join(' / '),
        22,
      )}${pad(`${median(of('longestTask'))} ms`, 14)}${pad(`${median(of('slowestInteraction'))}`, 7)}` +
        (of('opening').length ? pad(`${median(of('opening'))}`, 12) : ''),
    );
  }
  if (process.env.JSON === '1') console.log(JSON.stringify(runs, null, 2));
} finally {
  await browser.close();
  server.close();
}

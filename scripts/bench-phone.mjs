#!/usr/bin/env node
// The first minute on a phone (login to the lock list under 2.5 s, each main screen under 1.5 s): the production build
// (dist/) served compressed as a CDN
// would (scripts/serve.mjs) beside a local stub of the API (scripts/api-stub.mjs, responses
// compressed), in Chromium with Lighthouse's mobile figures applied through the DevTools protocol:
// 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU slowed 4x, a 412x823 phone screen.
// Each run is a new browser context (nothing cached), and measures:
//   ログイン画面        navigation start -> the frame that paints the login form's e-mail field
//   (入力中)            the manager types e-mail and password (TYPE_DELAY_MS per key, 100 by default): not timed,
//                        its requests are listed (what the page fetches while the manager types)
//   ロック一覧          the click on ログイン -> the frame that paints the first lock panel
//   鍵グループ ... 管理者 the click on the menu entry -> the frame that paints the screen's first data
// and prints the median of RUNS (3) per step with the requests and KB (transferred, i.e. compressed)
// each step started before its frame, scripts apart.
//   npm run bench:phone          (builds first)     node scripts/bench-phone.mjs [dist]
//   JSON=1 adds the raw runs; VERBOSE=1 lists each step's scripts; RUNS=n; TYPE_DELAY_MS=n;
//   SCREENS=n visits only the first n main screens (SCREENS=0: login and the lock list, for quick A/B runs);
//   PAUSE_BEFORE_CLICK=ms waits after the typing (what the login form's warm-up still had to do at the click)
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
import { MOBILE_CPU_RATE, mobileNetwork, PHONE } from './phone.mjs';

const dist = resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const RUNS = Number(process.env.RUNS ?? 3);
const TYPE_DELAY_MS = Number(process.env.TYPE_DELAY_MS ?? 100);
const PAUSE_MS = 2000; // a manager looks at each screen before the next tap
const STUB_LOG = process.env.STUB_LOG === '1';

// Lighthouse's mobile figures (scripts/phone.mjs)
const NETWORK = mobileNetwork();
const CPU_RATE = MOBILE_CPU_RATE;
const DEVICE = PHONE;

/**
 * The screens of the side menu (and the contract, in the header's account menu), each with what shows its first data:
 * what the world's default organization (株式会社キュリオデモ, scripts/api-stub.mjs) shows there and no screen before it
 * does (every group's name is on the lock list's panels: the groups page's first card is waited for instead).
 */
const SCREENS = [
  { name: '鍵グループ', menu: 'drawer', label: '鍵グループ', shown: { selector: '[data-testid=group-card]' } },
  { name: '利用者', menu: 'drawer', label: '利用者', shown: { text: '鈴木 美咲' } },
  { name: 'カード', menu: 'drawer', label: 'カード', shown: { text: '社員証001' } },
  { name: '契約情報', menu: 'account', label: '契約情報', shown: { text: '渋谷区渋谷二丁目1番1号' } },
  { name: '管理者', menu: 'drawer', label: '管理者', shown: { text: '伊藤 美咲' } },
];

const { server, origin } = await serveWithStub({
  dist,
  log: STUB_LOG ? (line) => console.log(`  stub: ${line}`) : undefined,
});

// In the page: when() resolves with performance.now() of the animation frame after `selector` (or an
// element of <main> holding `text`) is in the document; the last click's event time is kept.
const INIT = () => {
  const w = /** @type {any} */ (window);
  document.addEventListener(
    'click',
    (e) => {
      w.__clickAt = e.timeStamp;
    },
    true,
  );
  w.__when = (selector, text) =>
    new Promise((resolveWhen) => {
      const present = () =>
        selector
          ? document.querySelector(selector) !== null
          : (document.querySelector('main')?.textContent ?? '').includes(text);
      const done = () => requestAnimationFrame(() => resolveWhen(performance.now()));
      if (document.documentElement && present()) {
        done();
        return;
      }
      const observer = new MutationObserver(() => {
        if (!present()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(browser) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });

  let step = 'ログイン画面';
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId)) requests.set(e.requestId, { step, url: e.request.url, type: e.type, bytes: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r && e.type) r.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.addInitScript(INIT);

  const times = {};
  const order = [];
  const settle = async () => {
    await page.waitForTimeout(PAUSE_MS);
  };

  // 1. the login form
  await page.goto(`${origin}/login`, { waitUntil: 'commit' });
  times['ログイン画面'] = await page.evaluate(() => /** @type {any} */ (window).__when('input[name=email]'));
  order.push('ログイン画面');

  // 2. typing (not timed)
  step = '(入力中)';
  order.push(step);
  await page.locator('input[name=email]').pressSequentially('manager@example.jp', { delay: TYPE_DELAY_MS });
  await page.locator('input[name=password]').pressSequentially('Passw0rd', { delay: TYPE_DELAY_MS });
  if (process.env.PAUSE_BEFORE_CLICK) await page.waitForTimeout(Number(process.env.PAUSE_BEFORE_CLICK));

  // 3. click on ログイン -> the first lock panel
  step = 'ロック一覧';
  order.push(step);
  const panel = page.evaluate(() => /** @type {any} */ (window).__when('[data-testid=lock-panel]'));
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const panelAt = await panel;
  const clickAt = await page.evaluate(() => /** @type {any} */ (window).__clickAt);
  times[step] = panelAt - clickAt;
  // VERBOSE=1: what the click waited for, each request's start and end after the click (the page's clock)
  if (process.env.VERBOSE === '1')
    console.log(
      `ロック一覧 waterfall (ms after the click; panel at ${Math.round(panelAt - clickAt)}):\n${(
        await page.evaluate(
          (click) =>
            performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime >= click)
              .map((e) => {
                const url = new URL(e.name);
                return `  ${String(Math.round(e.startTime - click)).padStart(6)} -> ${String(Math.round(e.responseEnd - click)).padStart(6)}  ${url.pathname}${url.search}`;
              }),
          clickAt,
        )
      ).join('\n')}`,
    );
  step = '(画面を見ている間)';
  await settle();

  // 4. each main screen's first visit
  for (const screen of SCREENS.slice(0, Number(process.env.SCREENS ?? SCREENS.length))) {
    step = '(画面を見ている間)';
    if (screen.menu === 'drawer') {
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: screen.label, exact: true })
        .waitFor({ state: 'visible' });
    } else {
      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      await page.getByRole('menuitem', { name: screen.label }).waitFor({ state: 'visible' });
    }
    step = screen.name;
    order.push(step);
    const shown = page.evaluate(
      ({ selector, text }) => /** @type {any} */ (window).__when(selector ?? null, text),
      screen.shown,
    );
    if (screen.menu === 'drawer')
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: screen.label, exact: true })
        .click();
    else await page.getByRole('menuitem', { name: screen.label }).click();
    const shownAt = await shown;
    times[step] = shownAt - (await page.evaluate(() => /** @type {any} */ (window).__clickAt));
    step = '(画面を見ている間)';
    await settle();
  }
  order.push('(画面を見ている間)');

  const perStep = Object.fromEntries(
    order.map((name) => {
      const mine = [...requests.values()].filter((r) => r.step === name);
      const scripts = mine.filter((r) => r.type === 'Script');
      return [
        name,
        {
          requests: mine.length,
          kb: mine.reduce((s, r) => s + r.bytes, 0),
          scripts: scripts.length,
          scriptKb: scripts.reduce((s, r) => s + r.bytes, 0),
          api: mine.filter((r) => r.type === 'Fetch' || r.type === 'XHR').length,
        },
      ];
    }),
  );
  if (process.env.VERBOSE === '1') {
    for (const name of order)
      console.log(
        `${name}: ${[...requests.values()]
          .filter((r) => r.step === name && r.type === 'Script')
          .map((r) => `${new URL(r.url).pathname.replace('/assets/', '')} ${kb(r.bytes)}`)
          .join(', ')}`,
      );
  }
  await context.close();
  return { times, perStep, order };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await run(browser));
    process.stderr.write(
      `run ${i + 1}/${RUNS}: ${Object.entries(runs[i].times)
        .map(([k, v]) => `${k} ${Math.round(v)} ms`)
        .join(', ')}\n`,
    );
  }
  const order = runs[0].order;
  const rows = order.map((name) => {
    const ms = runs.map((r) => r.times[name]).filter((v) => v !== undefined);
    const of = (key) => median(runs.map((r) => r.perStep[name]?.[key] ?? 0));
    return {
      name,
      ms: ms.length ? median(ms) : null,
      all: ms,
      requests: of('requests'),
      kb: of('kb'),
      scripts: of('scripts'),
      scriptKb: of('scriptKb'),
      api: of('api'),
    };
  });
  const pad = (s, n) => String(s).padStart(n);
  const width = (s) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const name = (s) => s + ' '.repeat(Math.max(0, 20 - width(s)));
  console.log(
    `\nbench:phone  ${dist}  (median of ${runs.length}; 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU x${CPU_RATE}; typing ${TYPE_DELAY_MS} ms/key)`,
  );
  console.log(
    `${name('step')}${pad('median', 9)}  ${pad('runs (ms)', 20)}${pad('requests', 10)}${pad('KB', 8)}${pad('scripts', 9)}${pad('JS KB', 8)}${pad('API', 5)}`,
  );
  for (const r of rows) {
    console.log(
      `${name(r.name)}${pad(r.ms === null ? '' : `${Math.round(r.ms)} ms`, 9)}  ${pad(r.all.map((v) => Math.round(v)).join(' / '), 20)}${pad(r.requests, 10)}${pad(kb(r.kb), 8)}${pad(r.scripts, 9)}${pad(kb(r.scriptKb), 8)}${pad(r.api, 5)}`,
    );
  }
  const toLocks = rows.filter((r) => ['ログイン画面', '(入力中)', 'ロック一覧'].includes(r.name));
  const scripts = toLocks.reduce((s, r) => s + r.scripts, 0);
  const js = toLocks.reduce((s, r) => s + r.scriptKb, 0);
  console.log(
    `login page -> lock list: ${scripts} script requests, ${kb(js)} KB of JS transferred (${toLocks.reduce((s, r) => s + r.requests, 0)} requests, ${kb(toLocks.reduce((s, r) => s + r.kb, 0))} KB in all)`,
  );
  if (process.env.JSON === '1') console.log(JSON.stringify(runs, null, 1));
} finally {
  await browser.close();
  server.close();
}

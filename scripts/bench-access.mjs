#!/usr/bin/env node
// The access views at real size (devices-access §7 calls only): each view of VIEWS below, opened on the demo world's
// large organization (200 locks, 100 keypads, 50 groups, 3,000 guests, 1,000 cards, 5,000 PINs), timed from the
// in-app navigation to the frame that shows the view's 'complete' marker; the median of RUNS (3).
//
// Which build: the mock-http build (dist-mockhttp/), served as production hosting would (scripts/serve.mjs). It
// runs the production code paths (HTTP adapters, HttpClient, codecs, real fetches) against the in-memory world,
// served by MSW through the page's service worker. MSW adds no delay, so this script adds the memory backend's
// latency in front of every API fetch (LATENCY_MS, 80 by default: compose.ts's memoryModule({ latencyMs: 80 })).
// The world answers on the page's main thread (MSW hands each request to the page), so the longest task includes
// the fake server's work: an upper bound of the page's own. The demo build (dist-demo/) was not chosen: it makes no
// HTTP requests to count.
//
// STUB=1 measures the production build (dist/, `vite build` first) instead, served beside scripts/api-stub.mjs (the
// same world, answered by Node off the page's thread, so the long tasks are the page's own), with Lighthouse's mobile
// network applied by the DevTools protocol from the measured navigation on (LATENCY_MS round trip, 150 by default,
// 1.6 Mbps down, 750 Kbps up; bench-phone.mjs's figures) and no latency added by the page; the stub's world has the
// large organization already (no dev menu).
//
// Each run of each view is a new browser context (nothing cached, no session): sign in as manager@example.jp, add the
// large organization from the dev menu (大規模組織を追加, its seeding time is printed), switch to it with the header's
// organization switcher, open a neutral page (アカウント情報), then navigate inside the app to the view, and measure:
//   ms            navigation -> the frame after the 'done' marker is in the document
//   requests      API requests started from the navigation to the marker (and, after it, during SETTLE_MS)
//   in flight     the most API requests in flight at once during the load (the access views promise at most 4)
//   floor         requests x LATENCY_MS / in flight: the time the view's calls take at best (the issue's measure), and
//   ratio         ms / floor
//   longest task  the longest main-thread task during the load (PerformanceObserver 'longtask': only tasks over 50 ms
//                 are reported, so 0 means none over 50 ms)
//   API KB        the API answers' bytes on the wire during the load (Resource Timing's transferSize), and
//   KB at 1.6 Mbps  the time those bytes take through Lighthouse's download throughput alone (STUB=1): a second floor,
//                 which the round trips' floor does not count
//   network alone (STUB=1) the view's count of requests, as many at once, of a tiny file in a page doing nothing else,
//                 through the same throttle and CPU rate (networkAlone), and its ratio to the floor: the best any page
//                 could do on this network
//   npm run bench:access         (builds dist-mockhttp first)     node scripts/bench-access.mjs [dist-mockhttp]
//   Before each view the page waits until no API request has been in flight for QUIET_MS (1500) and no file has
//   arrived for FILES_QUIET_MS (3000), so what earlier pages started (the lock list's battery scan, the menu's
//   screens' code loaded in the background) is not counted.
//   RUNS=n; LATENCY_MS=n; CPU=4 (CPU slowed n times through the DevTools protocol); SETTLE_MS=n; VERBOSE=1 lists each
//   run's requests by call; JSON=1 adds the raw runs; ONLY=<name part> measures the views whose name contains it
//   (扉の状態 is measured only so);
//   VERBOSE=1 also lists each run's long tasks (when, how long, how many requests answered by then); TIMELINE=1 (with
//   VERBOSE=1) each request's start and end (ms after the navigation), and each file the load fetched (its scripts);
//   DEFAULT_WORLD=1 opens the views on the default world instead (a typical lock and guest: each view's defaultPath);
//   PHONE=1 opens them in the phone's viewport (412x823, touch) instead of 1280x800;
//   PROFILE=1 samples the page's JavaScript during
//   each load (DevTools protocol) and prints the functions with the most self time in the longest busy stretch (about
//   the longest task) and in the whole load (PROFILE_TOP=n of them, 12; PROFILE_STACK=<function name>: its callers;
//   PROFILE_TASKS=<ms>: each busy stretch at least that long, with the functions of the most total time in it).
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { mobileNetwork, PHONE } from './phone.mjs';
import { createStaticServer } from './serve.mjs';

/**
 * The views to measure. `path`: where the view is (opened by an in-app navigation, as a link would); `done`: what
 * means the view is complete, a CSS `selector`, a `text` inside <main>, or both (an element matching the selector whose
 * text includes the text). A view whose path is null is not built yet: it is listed, not measured.
 * Ids of the large organization (src/infrastructure/memory/large/figures.ts): lock 100001 本館 1F 正面玄関 (keypads on
 * both sides, a hub, in several groups), keypad 100001 (its outdoor side), guest 100001 佐藤 翔 (in オフィス共通 1 and
 * others, holds the card 社員証0001 on keypads 100001 and 100014), group 100001 オフィス共通 1 (over 750 guests).
 */
const VIEWS = [
  // route paths from src/ui/shell/routeTable.ts; the frame draws access-summary only once the reading is complete
  // defaultPath: the same view for a typical lock and guest of the default world (DEFAULT_WORLD=1)
  {
    name: 'この扉を開けられる人',
    defaultPath: '/locks/1/access',
    path: '/locks/100001/access',
    done: { selector: '[data-testid=access-summary]' },
  },
  {
    name: 'この人が開けられる扉',
    defaultPath: '/guests/14/access',
    path: '/guests/100001/access',
    done: { selector: '[data-testid=access-summary]' },
  },
  // the review's sections are drawn only from a complete reading
  {
    name: 'アクセスの点検',
    defaultPath: '/access/review',
    path: '/access/review',
    done: { selector: '[data-testid^=review-section-]' },
  },
  // a whole month of every door's two logs (October 2026: a month whole in the past), judged against the hours
  {
    name: '時間外・休日の入退室 (2026年10月)',
    defaultPath: '/after-hours?month=2026-10',
    path: '/after-hours?month=2026-10',
    done: { selector: '[data-testid=after-hours-summary]' },
  },
  // 要対応: the frame draws access-summary only once the reading is complete (the hubs come from no call)
  {
    name: '要対応',
    defaultPath: '/attention',
    path: '/attention',
    done: { selector: '[data-testid=access-summary]' },
  },
  // 扉の状態 (only with ONLY=扉の状態: its jobs are polled every 3 s, four doors at a time, so a whole reading of the
  // large organization takes minutes and no floor of calls applies): every lock listed, then a read_status job per
  // door with a hub, measured to the first 20 doors read; the figure to watch is its longest task
  {
    name: '扉の状態 (最初の20件)',
    optIn: true,
    path: '/doors',
    done: { selector: '[data-testid=door-progress]', text: '件中 20 件を確認しました' },
  },
  // existing screens on the large organization: proof that the harness works, and a reference
  {
    name: 'ロック一覧 (1ページ目)',
    path: '/locks/',
    done: { selector: '[data-testid=lock-panel]', text: '本館 1F 正面玄関' },
  },
  { name: '利用者 (1ページ目)', path: '/guests', done: { text: '佐藤 翔' } },
];

/** The page shown before each view: its own requests are not counted. */
const NEUTRAL = { path: '/account/info', done: { text: '管理者ID' } };

// STUB=1: the production build behind scripts/api-stub.mjs, the network throttled in the browser (see the top)
const STUB = process.env.STUB === '1';
const dist = resolve(process.argv[2] ?? process.env.DIST ?? (STUB ? 'dist' : 'dist-mockhttp'));
const RUNS = Number(process.env.RUNS ?? 3);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? (STUB ? 150 : 80));
/** STUB=1: Lighthouse's mobile network (scripts/phone.mjs), LATENCY_MS its round trip. */
const NETWORK = mobileNetwork(LATENCY_MS);
const CPU = Number(process.env.CPU ?? 1);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 1000);
const QUIET_MS = Number(process.env.QUIET_MS ?? 1500);
const FILES_QUIET_MS = Number(process.env.FILES_QUIET_MS ?? 3000);
// VIEW_TIMEOUT_MS: how long a view may take (20 s; at CPU=4 the whole-organization views take 25-35 s: 120000)
const VIEW_TIMEOUT_MS = Number(process.env.VIEW_TIMEOUT_MS ?? 20_000);
const PROFILE = process.env.PROFILE === '1';
const DEFAULT_WORLD = process.env.DEFAULT_WORLD === '1';
// PHONE=1: the phone's viewport and touch (scripts/phone.mjs, 412x823): lists are cards there
const ON_PHONE = process.env.PHONE === '1';
const LARGE_ORGANIZATION = '大規模デモ株式会社';

const { server, origin } = STUB
  ? await (await import('./api-stub.mjs')).serveWithStub({ dist })
  : await (async () => {
      const staticServer = createStaticServer(dist);
      await new Promise((done) => staticServer.listen(0, '127.0.0.1', done));
      const address = staticServer.address();
      return {
        server: staticServer,
        origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      };
    })();

// In the page, before any of its scripts: the latency and the request log in front of fetch, the long-task log, and
// __when(done) resolving with performance.now() of the frame after the marker is in the document.
const INIT = ({ latencyMs }) => {
  const w = /** @type {any} */ (window);
  const api = (url) => {
    const { pathname } = new URL(url, location.href);
    return pathname.startsWith('/v1/') || pathname.startsWith('/console/v2/') || pathname.startsWith('/v2/');
  };
  w.__bench = { requests: [], inFlight: 0, maxInFlight: 0, longTasks: [] };
  // every response's size is read from Resource Timing (the bytes column): the default buffer keeps 250 entries only
  performance.setResourceTimingBufferSize(20_000);
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!api(url)) return realFetch(input, init);
    const bench = w.__bench;
    const entry = {
      url,
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      start: performance.now(),
      end: null,
    };
    bench.requests.push(entry);
    bench.inFlight += 1;
    bench.maxInFlight = Math.max(bench.maxInFlight, bench.inFlight);
    try {
      await new Promise((done) => setTimeout(done, latencyMs));
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal?.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
      return await realFetch(input, init);
    } finally {
      entry.end = performance.now();
      bench.inFlight -= 1;
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.__when = ({ selector, text }) =>
    new Promise((resolveWhen) => {
      const present = () => {
        if (selector) {
          const found = [...document.querySelectorAll(selector)];
          return text ? found.some((el) => (el.textContent ?? '').includes(text)) : found.length > 0;
        }
        return (document.querySelector('main')?.textContent ?? '').includes(text);
      };
      const done = () => requestAnimationFrame(() => resolveWhen(performance.now()));
      if (present()) return done();
      const observer = new MutationObserver(() => {
        if (!present()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
  // an in-app navigation, as a link would do it (react-router follows popstate; idx keeps its history index)
  w.__navigate = (path) => {
    const state = history.state ?? {};
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  };
};

/** '/v1/console/knight_pins/?knight_id=100001&page=2' -> 'GET /v1/console/knight_pins/?knight_id&page' */
const callOf = ({ method, url }) => {
  const u = new URL(url);
  const params = [...new Set([...u.searchParams.keys()])].sort();
  return `${method} ${u.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}${params.length ? `?${params.join('&')}` : ''}`;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** PROFILE=1: the JS sampling profiler of the page (DevTools protocol) runs during the measured navigation. */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

/**
 * The profile's longest busy stretch (consecutive samples that are not '(idle)': about the longest task) and the
 * functions with the most self time in it and in the whole load, 'name url:line' with ms.
 */
async function stopProfile(cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const labelOf = (id) => {
    const f = frames.get(id);
    const file = f.url ? f.url.split('/').pop() : '';
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  const idle = (id) => frames.get(id).functionName === '(idle)';
  const top = (from, to, n = Number(process.env.PROFILE_TOP ?? 12)) => {
    const self = new Map();
    for (let i = from; i < to; i++) {
      const label = labelOf(profile.samples[i]);
      self.set(label, (self.get(label) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
    return [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([label, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${label}`);
  };
  // PROFILE_TASKS=<ms>: every busy stretch at least that long, with the functions of the most total time in it
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const inclusive = (from, to, n = 10) => {
    const total = new Map();
    for (let i = from; i < to; i++) {
      const seen = new Set();
      for (let at = profile.samples[i]; at !== undefined; at = parents.get(at)) {
        const label = labelOf(at);
        if (seen.has(label) || label.startsWith('(root)')) continue;
        seen.add(label);
        total.set(label, (total.get(label) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      }
    }
    return [...total]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([label, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${label}`);
  };
  const stretches = [];
  let best = { from: 0, to: 0, ms: 0 };
  for (let i = 0; i < profile.samples.length;) {
    if (idle(profile.samples[i])) {
      i += 1;
      continue;
    }
    let j = i;
    let ms = 0;
    while (j < profile.samples.length && !idle(profile.samples[j])) {
      ms += (profile.timeDeltas[j + 1] ?? 0) / 1000;
      j += 1;
    }
    if (ms > best.ms) best = { from: i, to: j, ms };
    if (process.env.PROFILE_TASKS && ms >= Number(process.env.PROFILE_TASKS)) stretches.push({ from: i, to: j, ms });
    i = j;
  }
  const tasks = stretches.map(({ from, to, ms }) => ({ ms, top: inclusive(from, to) }));
  // PROFILE_STACK=<function name>: the callers of that function, the most sampled first
  const stacks = new Map();
  const wanted = process.env.PROFILE_STACK;
  if (wanted) {
    for (const id of profile.samples) {
      if (frames.get(id).functionName !== wanted) continue;
      const chain = [];
      for (let at = parents.get(id); at !== undefined && chain.length < 10; at = parents.get(at))
        chain.push(labelOf(at));
      const key = chain.join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + 1);
    }
  }
  const callers = [...stacks]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([chain, n]) => `${n} samples: ${chain}`);
  return {
    longestBusyMs: best.ms,
    longest: top(best.from, best.to),
    whole: top(0, profile.samples.length),
    callers,
    tasks,
  };
}

/**
 * STUB=1: what the network alone allows a view. `requests` fetches of the build's favicon (a few hundred bytes, from
 * the same server), `inFlight` at a time, each next one asked as soon as one ends, in a page that does nothing else,
 * through the same throttle and CPU rate. The view's time above this is its own and the API's (the calls that wait for
 * another's answer, decoding, rendering, the stub's answers); this above the floor is the throttle's.
 */
async function networkAlone(browser, requests, inFlight) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    return await page.evaluate(
      async ([n, k]) => {
        let next = 0;
        const t0 = performance.now();
        const slot = async () => {
          while (next < n) {
            const i = next++;
            await (await fetch(`/favicon.svg?request=${i}`, { cache: 'no-store' })).text();
          }
        };
        await Promise.all(Array.from({ length: k }, slot));
        return performance.now() - t0;
      },
      [requests, inFlight],
    );
  } finally {
    await context.close();
  }
}

/** A signed-in page on the large organization, showing the neutral page; answers the seeding time. */
async function prepare(browser) {
  const context = await browser.newContext(
    ON_PHONE ? { ...PHONE, locale: 'ja-JP' } : { viewport: { width: 1280, height: 800 }, locale: 'ja-JP' },
  );
  const page = await context.newPage();
  // the machine may be shared and busy: the setup waits long; only the measured navigation is timed
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let seeded = null;
  page.on('console', (m) => {
    const found = /seeded in (\d+) ms, stored in (\d+) ms/.exec(m.text());
    if (found) seeded = { seedMs: Number(found[1]), storeMs: Number(found[2]) };
  });
  // STUB=1: the browser adds the round trip (NETWORK, from the measured navigation on), not the page's fetch
  await page.addInitScript(INIT, { latencyMs: STUB ? 0 : LATENCY_MS });
  await page.goto(`${origin}/login`);
  await page.locator('input[name=email]').fill('manager@example.jp');
  await page.locator('input[name=password]').fill('Passw0rd');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.locator('[data-testid=lock-panel]').first().waitFor();
  if (DEFAULT_WORLD) {
    await navigate(page, NEUTRAL);
    return { context, page, cdp, seeded, errors };
  }
  // the dev menu's choice; the page reloads with the organization in the switcher (the stub's world has it already)
  if (!STUB) {
    await page.getByRole('button', { name: '開発メニュー' }).click();
    await page.getByRole('menuitem', { name: /大規模組織を追加/ }).click();
  }
  await page
    .getByLabel('組織の切り替え')
    .locator('option', { hasText: LARGE_ORGANIZATION })
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByLabel('組織の切り替え').selectOption({ label: LARGE_ORGANIZATION });
  await page.getByText('本館 1F 正面玄関').first().waitFor({ timeout: 60_000 });
  await navigate(page, NEUTRAL);
  return { context, page, cdp, seeded, errors };
}

/** Navigates inside the app; answers the ms from the navigation to the frame after `done`. */
async function navigate(page, { path, done }) {
  const shown = page.evaluate((d) => /** @type {any} */ (window).__when(d), done);
  const started = await page.evaluate((p) => {
    const at = performance.now();
    /** @type {any} */ (window).__navigate(p);
    return at;
  }, path);
  const shownAt = await Promise.race([
    shown,
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`${path}: 'done' not seen in ${VIEW_TIMEOUT_MS} ms`)), VIEW_TIMEOUT_MS),
    ),
  ]);
  return { started, shownAt };
}

async function measure(browser, view) {
  const { context, page, cdp, seeded, errors } = await prepare(browser);
  try {
    // what earlier pages started goes on in the background (the lock list's battery scan reads all 20 pages, one by
    // one; the menu's screens' code, router.tsx's warmMenuScreens): the view starts when no API request has been in
    // flight for QUIET_MS and no file has arrived for FILES_QUIET_MS. Without the second, a run now and then shared
    // the throttled link with the contract page's warm-up (14 files, 105 KB) and took 2.2 s instead of 1.6-1.7
    await page.waitForFunction(
      ([quietMs, filesQuietMs]) => {
        const b = /** @type {any} */ (window).__bench;
        const last = Math.max(0, ...b.requests.map((r) => r.end ?? Infinity));
        const lastFile = Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.responseEnd));
        return b.inFlight === 0 && performance.now() - last >= quietMs && performance.now() - lastFile >= filesQuietMs;
      },
      [QUIET_MS, FILES_QUIET_MS],
      { polling: 100, timeout: 120_000 },
    );
    await page.evaluate(() => {
      const b = /** @type {any} */ (window).__bench;
      b.requests = [];
      b.maxInFlight = b.inFlight;
      b.longTasks = [];
    });
    if (STUB) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
    }
    const profiler = PROFILE ? await startProfile(page) : null;
    const { started, shownAt } = await navigate(
      page,
      DEFAULT_WORLD ? { ...view, path: view.defaultPath ?? view.path } : view,
    );
    const profile = profiler ? await stopProfile(profiler) : null;
    const duringLoad = await page.evaluate(() => {
      const b = /** @type {any} */ (window).__bench;
      return { maxInFlight: b.maxInFlight, count: b.requests.length };
    });
    await page.waitForTimeout(SETTLE_MS);
    const bench = await page.evaluate(() => /** @type {any} */ (window).__bench);
    // the files the load fetched besides the API (the view's scripts and styles), for TIMELINE=1
    const files = await page.evaluate(
      ([from, to]) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from && e.startTime <= to && !e.name.includes('/v1/'))
          .map((e) => [Math.round(e.startTime - from), Math.round(e.responseEnd - from), e.name.split('/').pop()]),
      [started, shownAt],
    );
    // the API's bytes on the wire during the load (Resource Timing's transferSize: headers and the compressed body)
    const apiBytes = await page.evaluate(
      ([from, to]) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from && e.startTime <= to && /\/(v1|console\/v2|v2)\//.test(e.name))
          .reduce((sum, e) => sum + /** @type {PerformanceResourceTiming} */ (e).transferSize, 0),
      [started, shownAt],
    );
    const loadTasks = bench.longTasks.filter((t) => t.start + t.duration >= started && t.start <= shownAt);
    return {
      ms: shownAt - started,
      requests: duringLoad.count,
      apiBytes,
      after: bench.requests.length - duringLoad.count,
      maxInFlight: duringLoad.maxInFlight,
      longestTask: Math.max(0, ...loadTasks.map((t) => t.duration)),
      longTasks: loadTasks.length,
      // [ms after the navigation, duration ms] of each long task of the load, and how many requests had ended by then
      tasks: loadTasks.map((t) => [
        Math.round(t.start - started),
        Math.round(t.duration),
        bench.requests.filter((r) => r.end !== null && r.end <= t.start).length,
      ]),
      calls: bench.requests.map(callOf),
      timeline: [
        ...bench.requests.map((r) => [Math.round(r.start - started), Math.round((r.end ?? NaN) - started), callOf(r)]),
        ...files.map(([from, to, name]) => [from, to, `(file) ${name}`]),
      ].sort((a, b) => a[0] - b[0]),
      seeded,
      errors,
      profile,
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const results = [];
try {
  // on the default world only the views with a defaultPath (the reference screens' markers are the large one's)
  const wanted = (v) =>
    (process.env.ONLY ? v.name.includes(process.env.ONLY) : !v.optIn) && (!DEFAULT_WORLD || v.defaultPath);
  for (const view of VIEWS.filter(wanted)) {
    if (!view.path) {
      results.push({ view, runs: [] });
      continue;
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(browser, view);
      runs.push(run);
      process.stderr.write(
        `${view.name} run ${i + 1}/${RUNS}: ${Math.round(run.ms)} ms, ${run.requests} requests (+${run.after} after), ` +
          `${run.maxInFlight} in flight, longest task ${Math.round(run.longestTask)} ms` +
          // (STUB=1: the stub's world has the large organization already, nothing is seeded from the dev menu)
          (run.seeded
            ? `; large organization seeded in ${run.seeded.seedMs} ms, stored in ${run.seeded.storeMs} ms\n`
            : '\n'),
      );
      if (run.errors.length) process.stderr.write(`  page errors: ${run.errors.join(' | ')}\n`);
      if (run.profile) {
        process.stderr.write(
          `  profile: longest busy stretch ${Math.round(run.profile.longestBusyMs)} ms, self time:\n`,
        );
        for (const line of run.profile.longest) process.stderr.write(`    ${line}\n`);
        process.stderr.write('  profile: the whole load, self time:\n');
        for (const line of run.profile.whole) process.stderr.write(`    ${line}\n`);
        for (const line of run.profile.callers) process.stderr.write(`  ${process.env.PROFILE_STACK} from ${line}\n`);
        for (const task of run.profile.tasks) {
          process.stderr.write(`  profile: a busy stretch of ${Math.round(task.ms)} ms, total time:\n`);
          for (const line of task.top) process.stderr.write(`    ${line}\n`);
        }
      }
      if (process.env.VERBOSE === '1') {
        const tasks = run.tasks.map(([at, ms, ended]) => `${ms} ms at ${at} ms (${ended} requests answered)`);
        process.stderr.write(`  long tasks: ${tasks.join(', ') || 'none'}\n`);
        if (process.env.TIMELINE === '1')
          for (const [from, to, call] of run.timeline) process.stderr.write(`    ${from}-${to} ms  ${call}\n`);
        const byCall = new Map();
        for (const c of run.calls) byCall.set(c, (byCall.get(c) ?? 0) + 1);
        for (const [call, n] of byCall) process.stderr.write(`  ${String(n).padStart(5)}  ${call}\n`);
      }
    }
    results.push({ view, runs });
  }
  if (STUB)
    for (const result of results.filter((r) => r.runs.length > 0)) {
      const inFlight = Math.max(...result.runs.map((r) => r.maxInFlight));
      if (inFlight > 0)
        result.networkAloneMs = await networkAlone(browser, median(result.runs.map((r) => r.requests)), inFlight);
    }
} finally {
  await browser.close();
  server.close();
}

const width = (s) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
const cell = (s, n) => ' '.repeat(Math.max(0, n - width(String(s)))) + s;
const name = (s) => s + ' '.repeat(Math.max(0, 26 - width(s)));
console.log(
  `\nbench:access  ${dist}  (median of ${RUNS}; ${STUB ? `api-stub.mjs, network ${LATENCY_MS} ms / 1.6 Mbps / 750 Kbps` : `${LATENCY_MS} ms latency per API call`}; CPU x${CPU}; ${ON_PHONE ? `${PHONE.viewport.width}x${PHONE.viewport.height}` : '1280x800'}; ${DEFAULT_WORLD ? 'default world' : 'large organization'})`,
);
console.log(
  `${name('view')}${cell('median', 10)}${cell('runs (ms)', 22)}${cell('requests', 10)}${cell('after', 7)}${cell('in flight', 11)}` +
    `${cell('floor', 10)}${cell('ratio', 7)}${cell('longest task', 14)}${cell('API KB', 9)}${cell('KB at 1.6 Mbps', 16)}` +
    `${STUB ? cell('network alone', 22) : ''}`,
);
for (const { view, runs, networkAloneMs } of results) {
  if (runs.length === 0) {
    console.log(`${name(view.name)}${cell('(not built yet: fill in its path and done marker)', 62)}`);
    continue;
  }
  const of = (key) => median(runs.map((r) => r[key]));
  // the floor: the view's requests at the round trip each, as many at once as it keeps in flight (the issue's measure)
  const inFlight = Math.max(...runs.map((r) => r.maxInFlight));
  const floor = inFlight > 0 ? (of('requests') * LATENCY_MS) / inFlight : 0;
  console.log(
    `${name(view.name)}${cell(`${Math.round(of('ms'))} ms`, 10)}${cell(runs.map((r) => Math.round(r.ms)).join(' / '), 22)}` +
      `${cell(of('requests'), 10)}${cell(of('after'), 7)}${cell(inFlight, 11)}` +
      `${cell(`${Math.round(floor)} ms`, 10)}${cell(floor > 0 ? (of('ms') / floor).toFixed(2) : '-', 7)}` +
      `${cell(`${Math.round(Math.max(...runs.map((r) => r.longestTask)))} ms`, 14)}` +
      // the time the answers' bytes take through the download's throughput alone, the round trips aside (STUB=1)
      `${cell((of('apiBytes') / 1024).toFixed(0), 9)}` +
      `${cell(STUB ? `${Math.round((of('apiBytes') / NETWORK.downloadThroughput) * 1000)} ms` : '-', 16)}` +
      // the same count of fetches of a tiny file, as many at once, nothing else on the page (networkAlone)
      `${networkAloneMs === undefined ? '' : cell(`${Math.round(networkAloneMs)} ms (${(networkAloneMs / floor).toFixed(2)})`, 22)}`,
  );
}
const seeds = results.flatMap((r) => r.runs.map((run) => run.seeded)).filter((v) => v !== null);
if (seeds.length)
  console.log(
    `large organization from the dev menu (${seeds.length} times): seeded in ${median(seeds.map((s) => s.seedMs))} ms, ` +
      `the world stored in ${median(seeds.map((s) => s.storeMs))} ms (medians)`,
  );
const over = results.flatMap((r) => r.runs.filter((run) => run.maxInFlight > 4).map(() => r.view.name));
if (over.length) console.log(`more than 4 requests in flight: ${[...new Set(over)].join(', ')}`);
if (process.env.JSON === '1') console.log(JSON.stringify(results, null, 1));
// the static server (and the stub) may keep an idle keep-alive connection open: the measure is printed, end here
process.exit(0);

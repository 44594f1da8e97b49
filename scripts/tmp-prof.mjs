import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
import { createStaticServer } from './serve.mjs';
const dist = resolve(process.argv[2] ?? 'dist');


const { server, origin } = await serveWithStub({ dist, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  document.addEventListener(
    'click',
    (e) => {
      window.__clickAt = e.timeStamp;
    },
    true,
  );
  window.__when = (sel) =>
    new Promise((r) => {
      const done = () => requestAnimationFrame(() => r(performance.now()));
      if (document.querySelector(sel)) return done();
      const o = new MutationObserver(() => {
        if (document.querySelector(sel)) {
          o.disconnect();
          done();
        }
      });
      o.observe(document, { childList: true, subtree: true });
    });
  window.__tasks = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(`${origin}/login`);
await page.locator('input[name=email]').pressSequentially('manager@example.jp', { delay: 100 });
await page.locator('input[name=password]').pressSequentially(process.env.PW ?? 'Passw0rd', { delay: 100 });
await page.waitForTimeout(1500);
await cdp.send('Performance.enable');
const m0 = (await cdp.send('Performance.getMetrics')).metrics;
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const panel = page.evaluate(() => window.__when('[data-testid=lock-panel]'));
await page.getByRole('button', { name: 'ログイン', exact: true }).click();
const at = await panel;
const click = await page.evaluate(() => window.__clickAt);
const { profile } = await cdp.send('Profiler.stop');
const m1 = (await cdp.send('Performance.getMetrics')).metrics;
const mv = (ms, n) => ms.find((x) => x.name === n)?.value ?? 0;
console.log(
  'panel after click',
  Math.round(at - click),
  ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'RecalcStyleCount', 'LayoutCount']
    .map((n) => `${n}=${(mv(m1, n) - mv(m0, n)).toFixed(3)}`)
    .join(' '),
);
const res = await page.evaluate(
  (c) =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= c)
      .map(
        (e) =>
          `${Math.round(e.startTime - c)} -> ${Math.round(e.responseEnd - c)} ${new URL(e.name).pathname}${new URL(e.name).search}`,
      ),
  click,
);
console.log(res.join('\n'));
const tasks = await page.evaluate(
  (c) => window.__tasks.filter(([s]) => s >= c - 50).map(([s, d]) => `${Math.round(s - c)}+${Math.round(d)}`),
  click,
);
console.log(
  'renders',
  (
    await page.evaluate(
      (c) => (window.__r ?? []).filter(([, t]) => t >= c).map(([n, t]) => `${n}@${Math.round(t - c)}`),
      click,
    )
  ).join(' '),
);
console.log('long tasks', tasks.join(' '));
// profile: self time by function and by file, only samples after the click time
const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
const parents = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
const self = new Map(),
  byFile = new Map(),
  incl = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const f = frames.get(profile.samples[i]);
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (f.functionName === '(idle)') continue;
  const file = f.url
    ? f.url
        .split('/')
        .pop()
        .replace(/-[\w]{8}\.js$/, '')
    : f.functionName;
  const label = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}`;
  self.set(label, (self.get(label) ?? 0) + ms);
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parents.get(id)) {
    const g = frames.get(id);
    const l = `${g.functionName || '(anon)'} ${g.url
      .split('/')
      .pop()
      .replace(/-[\w]{8}\.js$/, '')}:${g.lineNumber + 1}`;
    if (!seen.has(l)) {
      seen.add(l);
      incl.set(l, (incl.get(l) ?? 0) + ms);
    }
  }
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([l, ms]) => `${ms.toFixed(0).padStart(6)} ${l}`)
    .join('\n');
console.log('--- by file\n' + top(byFile, 25));
console.log('--- self\n' + top(self, 30));
console.log('--- inclusive\n' + top(new Map([...incl].filter(([l]) => /^[A-Z]/.test(l))), 60));
await browser.close();
server.close();
// busy stretches
{
  const frames2 = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const par = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) par.set(c, n.id);
  const lab = (g) =>
    `${g.functionName || '(anon)'} ${g.url
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '')}:${g.lineNumber + 1}`;
  let t = 0;
  const times = profile.samples.map((_, i) => (t += profile.timeDeltas[i] ?? 0) / 1000);
  const idle = (i) => frames2.get(profile.samples[i]).functionName === '(idle)';
  for (let i = 0; i < profile.samples.length;) {
    if (idle(i)) {
      i++;
      continue;
    }
    let j = i;
    while (j < profile.samples.length && !(idle(j) && (times[j + 1] ?? 1e12) - times[j] > 0)) {
      if (idle(j)) break;
      j++;
    }
    const dur = times[j - 1] - times[i];
    if (dur > 80) {
      const m = new Map();
      for (let k = i; k < j; k++) {
        const seen = new Set();
        for (let id = profile.samples[k]; id !== undefined; id = par.get(id)) {
          const l = lab(frames2.get(id));
          if (seen.has(l)) continue;
          seen.add(l);
          m.set(l, (m.get(l) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000);
        }
      }
      const skip =
        /^\(root\)|^\(program\)|performWorkOn|renderRoot|workLoop|performUnitOfWork|beginWork|flushSync|processRoot|performSync|performWorkUntilDeadline|commitRoot|completeRoot|completeUnitOfWork|recursivelyTraverse|commitMutation|^\(anon\) index/;
      console.log(
        `busy @${times[i].toFixed(0)} for ${dur.toFixed(0)} ms: ` +
          [...m]
            .filter(([l]) => !skip.test(l))
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10)
            .map(([l, ms]) => `${l} ${ms.toFixed(0)}`)
            .join(' | '),
      );
    }
    i = j + 1;
  }
}

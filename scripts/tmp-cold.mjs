import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
const dist = resolve(process.argv[2] ?? 'dist');
const route = process.argv[3] ?? '/home';
const sel = process.env.SEL ?? '[data-testid=lock-panel]';
const { server, origin } = await serveWithStub({ dist, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'ja-JP' });
const page = await context.newPage();
await page.goto(`${origin}/login`);
await page.locator('input[name=email]').fill('manager@example.jp');
await page.locator('input[name=password]').fill('Passw0rd');
await page.getByRole('button', { name: 'ログイン', exact: true }).click();
await page.waitForSelector('[data-testid=lock-panel]');
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
await page.addInitScript(() => {
  window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([e.startTime, e.element?.outerHTML?.slice(0, 120)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${origin}${route}`);
await page.waitForSelector(sel, { timeout: 60000 });
await page.waitForTimeout(Number(process.env.SETTLE ?? 3000));
const { profile } = await cdp.send('Profiler.stop');
const tasks = await page.evaluate(() => window.__tasks.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`));
const tbt = await page.evaluate(() => window.__tasks.reduce((a, [, d]) => a + Math.max(0, d - 50), 0));
console.log('long tasks', tasks.join(' '), 'TBT-ish', Math.round(tbt));
console.log('lcp', JSON.stringify(await page.evaluate(() => window.__lcp.map(([t, h]) => [Math.round(t), h]))));
const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${Math.round(e.startTime)} -> ${Math.round(e.responseEnd)} ${new URL(e.name).pathname}${new URL(e.name).search}`));
console.log(res.join('\n'));
const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
const parents = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
const lab = (g) => `${g.functionName || '(anon)'} ${g.url.split('/').pop().replace(/-[\w-]{8}\.js$/, '')}:${g.lineNumber + 1}:${g.columnNumber}`;
const self = new Map(), byFile = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const f = frames.get(profile.samples[i]);
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (f.functionName === '(idle)') continue;
  const file = f.url ? f.url.split('/').pop() : f.functionName;
  self.set(lab(f), (self.get(lab(f)) ?? 0) + ms);
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([l, ms]) => `${ms.toFixed(0).padStart(6)} ${l}`).join('\n');
console.log('--- by file\n' + top(byFile, 20));
console.log('--- self\n' + top(self, 40));
// busy stretches
let t = 0;
const times = profile.samples.map((_, i) => (t += profile.timeDeltas[i] ?? 0) / 1000);
const idle = (i) => frames.get(profile.samples[i]).functionName === '(idle)';
for (let i = 0; i < profile.samples.length; ) {
  if (idle(i)) { i++; continue; }
  let j = i;
  while (j < profile.samples.length && !idle(j)) j++;
  const dur = times[j - 1] - times[i];
  if (dur > 40) {
    const m = new Map();
    for (let k = i; k < j; k++) {
      const seen = new Set();
      for (let id = profile.samples[k]; id !== undefined; id = parents.get(id)) {
        const l = lab(frames.get(id));
        if (seen.has(l)) continue;
        seen.add(l);
        m.set(l, (m.get(l) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000);
      }
    }
    const skip = /^\(root\)|^\(program\)|performWorkOn|renderRoot|workLoop|performUnitOfWork|beginWork|flushSync|processRoot|performSync|performWorkUntilDeadline|commitRoot|completeRoot|completeUnitOfWork|recursivelyTraverse|commitMutation/;
    console.log(`busy @${times[i].toFixed(0)} for ${dur.toFixed(0)} ms: ` + [...m].filter(([l]) => !skip.test(l)).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([l, ms]) => `${l} ${ms.toFixed(0)}`).join(' | '));
  }
  i = j + 1;
}
await browser.close();
server.close();

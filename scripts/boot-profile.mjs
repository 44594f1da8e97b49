#!/usr/bin/env node
// What one start of the demo app costs (the browser tests' profile: boots and CPU per boot): for a served build (memory
// or mock-http),
// N times in a new browser context (empty cache and storage, as a test or a first visit has):
//   cold: /login until the e-mail field shows, and until the world is ready (seeded or loaded)
//   sign-in: from the submit until the lock list shows its first lock panel
//   warm: a reload of /home with the stored world until the lock list shows
// with the requests each made, the page's main-thread task time (Chromium's TaskDuration) and the CPU
// time of every Chromium process together (utime + stime from /proc). Prints medians.
// Usage: node scripts/boot-profile.mjs http://127.0.0.1:4350 [runs=5] (VERBOSE=1: each run as well)
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const [, , base = 'http://127.0.0.1:4173', runsArg = '5'] = process.argv;
const runs = Number(runsArg);
const TICK_MS = 10; // USER_HZ 100

/** CPU time (ms) of every process below this one: the browser and its helpers. */
const childCpuMs = () => {
  const procs = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(name), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      /* gone */
    }
  }
  const below = (pid) => [...procs].filter(([, p]) => p.ppid === pid).flatMap(([child, p]) => [p.cpu, ...below(child)]);
  return below(process.pid).reduce((a, b) => a + b, 0);
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
for (let i = 0; i < runs; i += 1) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const task = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  const phase = async (name, act) => {
    const [r0, c0, t0, w0] = [requests, childCpuMs(), await task(), performance.now()];
    await act();
    const t1 = await task();
    rows.push({
      run: i,
      name,
      ms: performance.now() - w0,
      requests: requests - r0,
      taskMs: t1 >= t0 ? t1 - t0 : t1,
      cpuMs: childCpuMs() - c0,
    });
  };
  await phase('cold /login: form', async () => {
    await page.goto('/login');
    await page.getByLabel('メールアドレス').waitFor();
  });
  await phase('cold /login: world ready', () => page.waitForFunction(() => window.__demo?.world.isReady === true));
  await phase('sign-in: lock list', async () => {
    await page.getByLabel('メールアドレス').fill('manager@example.jp');
    await page.getByLabel('パスワード').fill('Passw0rd');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByTestId('lock-panel').first().waitFor();
  });
  await phase('warm reload /home: lock list', async () => {
    await page.reload();
    await page.getByTestId('lock-panel').first().waitFor();
  });
  await context.close();
}
await browser.close();

// VERBOSE=1: every run's phases too (the first run against a dev server is its first start: nothing transformed yet)
if (process.env.VERBOSE === '1')
  for (const r of rows) console.log(`run ${r.run + 1} ${r.name.padEnd(30)} ${String(Math.round(r.ms)).padStart(7)} ms`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${base}, ${runs} runs, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log('phase                          wall ms  requests  page task ms  chromium CPU ms   (medians)');
for (const name of [...new Set(rows.map((r) => r.name))]) {
  const of = rows.filter((r) => r.name === name);
  const m = (k) => Math.round(median(of.map((r) => r[k])));
  console.log(
    `${name.padEnd(30)} ${String(m('ms')).padStart(7)}  ${String(m('requests')).padStart(8)}  ${String(m('taskMs')).padStart(12)}  ${String(m('cpuMs')).padStart(15)}`,
  );
}

import { chromium } from '@playwright/test';
const port = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ baseURL: `http://127.0.0.1:${port}` });
const p = await c.newPage();
let reqs = [];
p.on('request', (r) => reqs.push(r.url()));
let t0 = Date.now();
await p.goto('/login');
await p.getByLabel('メールアドレス').waitFor();
console.log('login ms', Date.now() - t0, 'requests', reqs.length);
await p.waitForFunction(() => window.__demo?.world.isReady === true);
await p.getByLabel('メールアドレス').fill('manager@example.jp');
await p.getByLabel('パスワード').fill('Passw0rd');
reqs = []; t0 = Date.now();
await p.getByRole('button', { name: 'ログイン' }).click();
await p.locator('main[data-plan="ready"]').waitFor();
console.log('signin ms', Date.now() - t0, 'requests', reqs.length);
const runs = [];
for (let i = 0; i < 5; i++) {
  reqs = [];
  const cdp = await c.newCDPSession(p);
  t0 = Date.now();
  await p.reload();
  await p.locator('main[data-plan="ready"]').waitFor();
  await p.locator('main h1').first().waitFor();
  runs.push([Date.now() - t0, reqs.length]);
}
console.log("reloads", JSON.stringify(runs)); if (process.argv[3]) { const by={}; for (const u of reqs) { const k=u.replace(/.*\//,"").replace(/-[A-Za-z0-9_-]{8}\./,"."); by[k]=(by[k]??0)+1;} console.log(Object.entries(by).sort((a,b)=>b[1]-a[1]).map(e=>e.join(":")).join(" ")); }
await b.close();

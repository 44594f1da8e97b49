import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { createApiStub } from './scripts/api-stub.mjs';
import { createStaticServer } from './scripts/serve.mjs';
const serveStatic = createStaticServer('dist').listeners('request')[0];
const stub = createApiStub();
const server = createServer((req, res) => { if (!stub(req, res)) serveStatic(req, res); });
await new Promise((d) => server.listen(5991, '127.0.0.1', d));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
p.on('response', (r) => r.url().includes('/v1') && console.log('resp', r.status(), r.url()));
p.on('request', (r) => console.log('req', r.url().slice(-60)));
p.on('requestfailed', (r) => console.log('failed', r.url()));
await p.goto('http://127.0.0.1:5991/login');
await p.locator('input[name=email]').fill('manager@example.jp');
await p.locator('input[name=password]').fill('Passw0rd');
const t0 = Date.now();
await p.getByRole('button', { name: 'ログイン', exact: true }).click();
try { await p.locator('[data-testid=lock-panel]').first().waitFor({ timeout: 90000 }); console.log('panel after', Date.now() - t0); } catch (e) { console.log('no panel', p.url()); }
await p.screenshot({ path: '/tmp/dbg.png' });
if (process.argv[2]) { await p.getByRole('link', { name: process.argv[2] }).first().click(); await p.waitForTimeout(4000); await p.screenshot({ path: '/tmp/dbg2.png', fullPage: true }); }
await b.close(); server.close();

import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveWithStub } from './api-stub.mjs';
const dist = resolve(process.argv[2]);
const out = process.argv[3];
const paths = (process.argv[4] ?? '/home').split(',');
const { server, origin } = await serveWithStub({ dist, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.locator('input[name=email]').fill('manager@example.jp');
  await page.locator('input[name=password]').fill('Passw0rd');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForSelector('[data-testid=lock-panel]');
  for (const p of paths) {
    await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, p);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}-${p.replace(/\W/g, '_')}-${width}.png`, fullPage: false });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(p, width, 'scrollWidth', sw);
  }
  await context.close();
}
await browser.close();
server.close();

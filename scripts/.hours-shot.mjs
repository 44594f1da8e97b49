import { chromium } from 'playwright';
const [, , path, out, width = '1280', extra = ''] = process.argv;
const base = 'http://127.0.0.1:5501';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const logs = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(base + '/login');
await page.fill('input[name=email]', 'manager@example.jp');
await page.fill('input[name=password]', 'Passw0rd');
await page.click('button[type=submit]');
await page.waitForURL(/home|locks/, { timeout: 30000 });
const t0 = Date.now();
await page.goto(base + path);
await page.waitForSelector('[data-testid=after-hours-summary], [data-testid=after-hours-progress] ~ *, h1', { timeout: 30000 });
await page.waitForSelector('[data-testid=after-hours-summary]', { timeout: 60000 }).catch(() => logs.push('no summary'));
console.log('read in', Date.now() - t0, 'ms');
if (extra === 'open') {
  for (const s of await page.locator('summary').all()) await s.click();
}
if (extra === 'hours') await page.getByRole('button', { name: '営業時間を変更' }).click();
const sw = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
console.log('scrollWidth', sw);
const clipY = Number(process.env.CLIP_Y ?? -1);
if (clipY >= 0) await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: clipY, width: Number(width), height: Number(process.env.CLIP_H ?? 1000) } });
else await page.screenshot({ path: out, fullPage: true });
console.log(logs.slice(0, 10).join('\n'));
await browser.close();

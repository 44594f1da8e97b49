import { chromium } from 'playwright';
const clock = process.argv[2] === 'clock';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)));
if (clock) await page.clock.install({ time: new Date('2026-11-01T10:00:00+09:00') });
await page.goto('http://127.0.0.1:5610/login');
await page.getByLabel('メールアドレス').fill('manager@example.jp');
await page.getByLabel('パスワード').fill('Passw0rd');
await page.getByRole('button', { name: 'ログイン' }).click();
await page.waitForTimeout(8000); console.log(page.url());
await page.goto('http://127.0.0.1:5610/groups/4');
await page.waitForTimeout(6000); if (clock) { for (let i = 0; i < 5; i++) await page.clock.runFor(3000); }
console.log(await page.getByTestId('week-view').count(), await page.getByTestId('group-holidays').count());
console.log((await page.locator('main').innerText()).slice(-600));
await page.screenshot({ path: '/tmp/holidays-probe.png', fullPage: true });
await browser.close();

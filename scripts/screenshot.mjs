import { chromium } from 'playwright';
const [, , url, out, width = '1280', actions = ''] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
if (actions === 'login') {
  await page.fill('input[name=email]', process.env.EMAIL ?? 'manager@example.jp');
  await page.fill('input[name=password]', 'Passw0rd');
  await page.click('button[type=submit]');
  await page.waitForTimeout(2500);
  if (process.env.THEN) {
    await page.goto(new URL(process.env.THEN, url).href);
    await page.waitForTimeout(2000);
  }
}
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
console.log('URL', page.url());
console.log(
  logs
    .filter((l) => !l.includes('Download the React DevTools'))
    .slice(0, 15)
    .join('\n'),
);
await browser.close();

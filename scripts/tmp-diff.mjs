import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const p of ['_home', '_guests', '_account_']) for (const w of [390, 1280]) {
  const a = readFileSync(`/tmp/after-${p}-${w}.png`).toString('base64');
  const b = readFileSync(`/tmp/before-${p}-${w}.png`).toString('base64');
  const r = await page.evaluate(async ([a, b]) => {
    const load = (s) => new Promise((ok) => { const i = new Image(); i.onload = () => ok(i); i.src = 'data:image/png;base64,' + s; });
    const [ia, ib] = await Promise.all([load(a), load(b)]);
    const c = (i) => { const cv = document.createElement('canvas'); cv.width = i.width; cv.height = i.height; const x = cv.getContext('2d'); x.drawImage(i, 0, 0); return x.getImageData(0, 0, i.width, i.height).data; };
    const da = c(ia), db = c(ib); let n = 0; let minY = 1e9, maxY = -1;
    for (let k = 0; k < da.length; k += 4) if (da[k] !== db[k] || da[k+1] !== db[k+1] || da[k+2] !== db[k+2]) { n++; const y = Math.floor(k / 4 / ia.width); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
    return [ia.width, ia.height, ib.width, ib.height, n, minY, maxY];
  }, [a, b]);
  console.log(p, w, r.join(' '));
}
await browser.close();

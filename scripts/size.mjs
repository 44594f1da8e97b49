#!/usr/bin/env node
// The /login initial-JS budget, counted the way the browser loads it: every script the page has
// requested by the time the login form is on screen, i.e. index.html's script tag and module
// preloads, the chunks they import, and everything the /login route awaits before its first render
// (its lazy screen, the feature bindings it needs). Each file counts with its gzip size (level 9, as
// scripts/serve.mjs and a CDN send it). Fails (exit 1) over BUDGET_KB, 150 by default (issue 9).
//   node scripts/size.mjs [dist]        VERBOSE=1 lists every file
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { createStaticServer } from './serve.mjs';

const dist = resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
// issue 9: 150 KB (README, "Budgets")
const budgetKb = Number(process.env.BUDGET_KB ?? 150);
const ROUTE = '/login';
// the login form's first field: once it is on screen, the route has rendered
const RENDERED = 'input[name=email]';

const server = createStaticServer(dist);
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // the moment the login form's first field is on screen: the animation frame that paints it, after
  // React inserted it. Scripts the page starts loading later (the composition chunk once the page is
  // idle, the login presenter) are not on the path to the form, so they are not counted.
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => Object.assign(window, { __renderedAt: performance.now() }));
    });
    observer.observe(document, { childList: true, subtree: true });
  }, RENDERED);
  await page.goto(`${origin}${ROUTE}`);
  await page.locator(RENDERED).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => '__renderedAt' in window);
  const scripts = await page.evaluate((base) => {
    const renderedAt = Number(Reflect.get(window, '__renderedAt'));
    return performance.getEntriesByType('resource')
      .filter((e) => e.startTime <= renderedAt)
      .map((e) => new URL(e.name))
      .filter((url) => url.origin === base && url.pathname.endsWith('.js'))
      .map((url) => url.pathname);
  }, origin);

  const files = [...new Set(scripts)].map((path) => ({ path, gzip: gzipSync(readFileSync(join(dist, path)), { level: 9 }).length }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const eager = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
  if (process.env.VERBOSE === '1') for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.path}${eager.includes(f.path) ? '  (index.html)' : ''}`);
  const ok = total <= budgetKb * 1024;
  console.log(`${ROUTE}: ${(total / 1024).toFixed(1)} KB gzip initial JS in ${files.length} files (${eager.length} named by index.html; budget ${budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}

#!/usr/bin/env node
// Summarises Lighthouse JSON reports: each run's score, FCP, LCP and TBT, then the median run
// (by performance score) with its details: accessibility, best practices, requests, long tasks.
import { readFileSync } from 'node:fs';

const reports = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (reports.length === 0) throw new Error('usage: lighthouse-summary.mjs report.json...');

const score = (r, id) => Math.round((r.categories[id]?.score ?? 0) * 100);
const ms = (r, id) => r.audits[id]?.numericValue ?? NaN;
const line = (r) =>
  `performance ${score(r, 'performance')}  FCP ${(ms(r, 'first-contentful-paint') / 1000).toFixed(1)} s  LCP ${(ms(r, 'largest-contentful-paint') / 1000).toFixed(1)} s  TBT ${Math.round(ms(r, 'total-blocking-time'))} ms`;

reports.forEach((r, i) => console.log(`  run ${i + 1}: ${line(r)}`));
const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `Lighthouse (mobile) ${new URL(median.finalDisplayedUrl ?? median.finalUrl).pathname}, median of ${reports.length}: ${line(median)}`,
);
const medianOf = (id) => {
  const v = reports.map((r) => ms(r, id)).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)];
};
console.log(
  `  per-metric medians: FCP ${(medianOf('first-contentful-paint') / 1000).toFixed(1)} s  LCP ${(medianOf('largest-contentful-paint') / 1000).toFixed(1)} s  TBT ${Math.round(medianOf('total-blocking-time'))} ms`,
);
console.log(
  `  accessibility ${score(median, 'accessibility')}, best practices ${score(median, 'best-practices')}, CLS ${median.audits['cumulative-layout-shift']?.displayValue}, speed index ${median.audits['speed-index']?.displayValue}`,
);
const requests = median.audits['network-requests']?.details?.items ?? [];
const scripts = requests.filter((q) => q.resourceType === 'Script');
console.log(
  `  ${scripts.length} script requests, ${(scripts.reduce((s, q) => s + (q.transferSize ?? 0), 0) / 1024).toFixed(1)} KB transferred`,
);
const boot = median.audits['bootup-time']?.details?.items ?? [];
for (const item of boot.slice(0, 3)) console.log(`  bootup: ${Math.round(item.scripting)} ms scripting in ${item.url}`);
const tasks = median.audits['long-tasks']?.details?.items ?? [];
if (tasks.length) console.log(`  long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms`).join(', ')}`);

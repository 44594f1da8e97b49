#!/usr/bin/env node
// Summarises a Playwright JSON report (E2E_JSON=file npx playwright test): time per spec file and
// project, the slowest tests, boots per test (the fixtures' "boots" annotation), retries and failures.
// Usage: node scripts/e2e-profile.mjs <file> [top=25] [steps file]: with the steps file of the same run
// (E2E_STEPS=file, test/e2e/stepReporter.ts) it also sums the time by kind of step (set-up, page loads, clicks,
// expects).
import { readFileSync } from 'node:fs';

const [, , file, topArg = '25', stepsFile] = process.argv;
const report = JSON.parse(readFileSync(file, 'utf8'));
const tests = [];
const walk = (suite, path) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests) {
      const results = t.results ?? [];
      const last = results.at(-1);
      const boots = (last?.annotations ?? t.annotations ?? [])
        .filter((a) => a.type === 'boots')
        .map((a) => Number(a.description));
      tests.push({
        file: spec.file,
        title: [...path, spec.title].join(' › '),
        project: t.projectName,
        ms: results.reduce((a, r) => a + r.duration, 0),
        status: t.status,
        retries: results.length - 1,
        boots: boots.length ? boots.at(-1) : null,
      });
    }
  for (const child of suite.suites ?? [])
    walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
};
for (const suite of report.suites) walk(suite, []);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const s = (ms) => (ms / 1000).toFixed(1);
console.log(
  `tests ${tests.length}, wall ${s(report.stats.duration)} s, test time ${s(sum(tests.map((t) => t.ms)))} s, workers ${report.config.workers ?? '?'}`,
);
console.log(
  `status: ${JSON.stringify(Object.fromEntries([...new Set(tests.map((t) => t.status))].map((k) => [k, tests.filter((t) => t.status === k).length])))}, retried ${tests.filter((t) => t.retries > 0).length}`,
);
const counted = tests.filter((t) => t.boots !== null);
console.log(
  `boots: ${sum(counted.map((t) => t.boots))} in ${counted.length} tests (${(sum(counted.map((t) => t.boots)) / Math.max(1, counted.length)).toFixed(2)} per test; the layout spec's own contexts and the per-worker sign-ins are not counted)`,
);
const byFile = new Map();
for (const t of tests) {
  const k = `${t.file} [${t.project}]`;
  const e = byFile.get(k) ?? { n: 0, ms: 0, boots: 0 };
  byFile.set(k, { n: e.n + 1, ms: e.ms + t.ms, boots: e.boots + (t.boots ?? 0) });
}
console.log('\n| spec file [project] | tests | time s | s per test | boots |\n|---|---:|---:|---:|---:|');
for (const [k, e] of [...byFile].sort((a, b) => b[1].ms - a[1].ms))
  console.log(`| ${k} | ${e.n} | ${s(e.ms)} | ${s(e.ms / e.n)} | ${e.boots} |`);
console.log(`\n| slowest tests | project | s | boots |\n|---|---|---:|---:|`);
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, Number(topArg)))
  console.log(`| ${t.file}: ${t.title} | ${t.project} | ${s(t.ms)} | ${t.boots ?? '-'} |`);

if (stepsFile) {
  const steps = JSON.parse(readFileSync(stepsFile, 'utf8'));
  const kinds = new Map();
  for (const step of steps) {
    // 'Click', 'Expect "toBeVisible"', 'Fixture "context"', 'Before Hooks': the kind without its target
    const kind = `${step.category}: ${step.title.replace(/\s+(getBy|locator|page\.).*$/, '').replace(/^(Fill|Navigate to|Select option) .*/, '$1')}`;
    const e = kinds.get(kind) ?? { n: 0, ms: 0 };
    kinds.set(kind, { n: e.n + 1, ms: e.ms + step.ms });
  }
  console.log('\n| step kind | count | time s | ms each |\n|---|---:|---:|---:|');
  for (const [kind, e] of [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30))
    console.log(`| ${kind} | ${e.n} | ${s(e.ms)} | ${Math.round(e.ms / e.n)} |`);
}

#!/usr/bin/env node
// npm test: every check CI runs, in order, with the time each step took. Fails on the first failure.
import { spawnSync } from 'node:child_process';
import { currentCommit } from './appInfo.mjs';

// resolved once: the builds write it to app_info.json and the bundle test expects exactly it
const env = { ...process.env, APP_COMMIT: currentCommit() };

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['build (http, demo, mock-http)', 'npm', ['run', '--silent', 'build:all']],
  // the production build's /login initial JS, gzip, over its budget fails (README, "Budgets")
  ['initial JS budget of /login', 'bash', ['-c', 'bash scripts/ensure-chromium.sh && node scripts/size.mjs dist']],
  ['unit, use-case, adapter and bundle tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npm', ['run', '--silent', 'test:e2e']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);

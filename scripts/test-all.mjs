#!/usr/bin/env node
// npm test: every check CI runs, in order, with the time each step took. Fails on the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['build (http, demo, mock-http)', 'npm', ['run', '--silent', 'build:all']],
  ['unit, use-case, adapter and bundle tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npm', ['run', '--silent', 'test:e2e']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);

#!/usr/bin/env node
// npm test: every check CI runs, with the time each step took. Fails on the first failure.
// Steps of one stage run side by side (their output is held back and printed whole when each ends);
// the stages run in order. Only steps that do not need each other's output share a stage.
import { spawn } from 'node:child_process';
import { currentCommit } from './appInfo.mjs';

// resolved once: the builds write it to app_info.json and the bundle test expects exactly it
const env = { ...process.env, APP_COMMIT: currentCommit() };

const stages = [
  // the checks of the sources and the three builds read the same files and write nothing the others read; the
  // generated feature's check works in a copy of its own (a temporary folder). None of them times anything, so they
  // share the two cores here rather than beside the budget below (which counts what a browser requested by a moment).
  // The typecheck is the generated feature's: the whole repository with the feature added (src, test and scripts, the
  // same tsconfig as `npm run typecheck`), so an error anywhere fails it; a second typecheck of the repository alone
  // was 30-40 s of a core in a stage that keeps both busy.
  // `npm run lint`'s three tools are three steps: each uses one core, and run one after the other they were the
  // stage's last 45 s with the other core idle.
  [
    ['lint: ESLint', 'npm', ['run', '--silent', 'lint:eslint']],
    ['lint: Prettier', 'npm', ['run', '--silent', 'lint:prettier']],
    ['lint: knip', 'npm', ['run', '--silent', 'knip']],
    ['build (http, demo, mock-http)', 'npm', ['run', '--silent', 'build:all']],
    [
      'typecheck of the repository with a generated feature, its lint and tests (scripts/new-feature-check.mjs)',
      'node',
      ['scripts/new-feature-check.mjs'],
    ],
  ],
  // the production build's initial JS, gzip, of /login and of login plus the lock list, over its budget fails
  // (docs/PERFORMANCE.md, "Budgets")
  [
    [
      'initial JS budget of /login and the lock list',
      'bash',
      ['-c', 'bash scripts/ensure-chromium.sh && node scripts/size.mjs dist'],
    ],
  ],
  // the bundle test reads the three builds; the browser tests serve dist-demo and dist-mockhttp. Side by side:
  // vitest runs its files in one worker (one module graph, `isolate: false`; a second worker doubled the imports
  // and made the run slower), about one core for 110 s, while the browser tests' two workers left part of the two
  // cores idle (vmstat: 74 % user, 10 % system, 9 % idle). Neither times anything. vitest runs at a lower priority
  // (nice 5): the browser tests are the longer step, and at the same priority they took 528 s beside it against
  // 453-469 s alone. The browser tests' output streams; vitest's is printed whole when it ends.
  [
    ['unit, use-case, adapter and bundle tests', 'nice', ['-n', '5', 'npx', 'vitest', 'run']],
    ['browser tests', 'npm', ['run', '--silent', 'test:e2e'], { streams: true }],
  ],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one step; a stage of one step streams its output, a shared stage prints each step's output whole when it ends
 * but for one step marked `streams`.
 */
const run = ([name, command, args, { streams = false } = {}], alone) =>
  new Promise((done) => {
    const t0 = Date.now();
    const inherit = alone || streams;
    if (inherit) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!inherit) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const took = seconds(t0);
      if (code === 0) console.log(`✔ ${name} (${took}s)`);
      else console.error(`\n✖ ${name} failed after ${took}s`);
      done({ name, code, took });
    });
  });

const started = Date.now();
const table = [];
for (const stage of stages) {
  const t0 = Date.now();
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  table.push(...results.map((r) => [r.name, r.took]));
  if (stage.length > 1) table.push([`  (stage wall clock: ${stage.map((s) => s[0]).join(' + ')})`, seconds(t0)]);
  const failed = results.find((r) => r.code !== 0);
  if (failed) process.exit(failed.code ?? 1);
}
console.log('\nStep times (s):');
for (const [name, took] of table) console.log(`  ${took.padStart(7)}  ${name}`);
console.log(`\nAll checks passed in ${seconds(started)}s`);

#!/usr/bin/env node
// node scripts/new-feature-check.mjs: proves scripts/new-feature.mjs writes a feature that typechecks, lints
// (ESLint, Prettier, knip), keeps the folder rules (no file or folder cycle, three wiring files, short comment
// lines) and passes its own tests on both backends as generated. It copies the repository into a temporary folder
// (node_modules linked, not copied), generates a feature there, runs the checks and removes the copy: the working
// tree is never touched. A step of npm test (scripts/test-all.mjs, beside the lint and builds), so the generator
// cannot drift from the rules; its typecheck, of the whole copy, is npm test's typecheck of the repository. Run it
// alone after changing a template or a file they use.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { namesOf, TEMPLATES } from './new-feature/templates.mjs';

const NAME = 'visits';
// the rules a generated feature must keep that its own tests do not check
const RULES = [
  'test/lint/cycles.test.ts',
  'test/lint/folderCycles.test.ts',
  'test/lint/featureWiring.test.ts',
  'test/lint/lineLength.test.ts',
];
const repo = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'new-feature-'));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const run = (label, command, args) => {
  const t0 = Date.now();
  execFileSync(command, args, { cwd: copy, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`✔ ${label} (${seconds(t0)}s)`);
};

const started = Date.now();
try {
  const skip = new Set([
    'node_modules',
    '.git',
    'dist',
    'dist-demo',
    'dist-mockhttp',
    'test-results',
    'playwright-report',
    '.bench',
  ]);
  for (const entry of readdirSync(repo))
    if (!skip.has(entry)) cpSync(join(repo, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
  const files = TEMPLATES.map((template) => template(namesOf(NAME, '訪問')).path);
  const tests = files.filter((f) => f.startsWith('test/'));
  run(`generate ${NAME}`, 'node', ['scripts/new-feature.mjs', NAME, '--title=訪問']);
  if (!files.every((f) => existsSync(join(copy, f)))) throw new Error('a template was not written');
  run('typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', '.']);
  const touched = [...files, 'src/features/index.ts', 'src/ui/shell/routeTable.ts'];
  run('eslint', 'npx', ['eslint', ...touched]);
  run('prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', ...touched]);
  // production mode alone: an export of src that nothing uses, or that only tests use, fails it (test files are
  // entries, never unused, and a feature adds no dependency)
  run('knip --production', 'npx', ['knip', '--no-progress', '--production', '--exclude', 'binaries']);
  run(`its ${tests.length} test files and the folder rules`, 'npx', ['vitest', 'run', ...tests, ...RULES]);
  console.log(`${files.length} files written, 2 edited; all checks passed in ${seconds(started)}s`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

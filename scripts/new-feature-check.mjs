#!/usr/bin/env node
// node scripts/new-feature-check.mjs: proves scripts/new-feature.mjs writes a feature that typechecks, lints
// (ESLint, Prettier, knip) and passes its own tests on both backends as generated. It copies the repository
// into a temporary folder (node_modules linked), generates a feature there, runs the checks and removes the
// copy: the working tree is never touched. About 20 s of CPU (minutes on a loaded machine), so a manual check
// (docs/FEATURES.md) rather than a step of npm test; run it after changing a template or a file they use.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { namesOf, TEMPLATES } from './new-feature/templates.mjs';

const NAME = 'visits';
const repo = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'new-feature-'));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const run = (label, command, args) => {
  const t0 = Date.now();
  execFileSync(command, args, { cwd: copy, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`✔ ${label} (${seconds(t0)}s)`);
};

try {
  const skip = new Set(['node_modules', '.git', 'dist', 'dist-demo', 'dist-mockhttp', 'test-results', '.bench']);
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
  run('knip', 'npx', ['knip', '--no-progress']);
  run('knip --production', 'npx', ['knip', '--no-progress', '--production', '--exclude', 'binaries']);
  run(`its ${tests.length} test files`, 'npx', ['vitest', 'run', ...tests]);
  console.log(`${files.length} files written, 2 edited; all checks passed`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

#!/usr/bin/env node
// The browser tests (`npm run test:e2e -- [playwright args]`, e.g. `npm run test:e2e -- groups`): first
// builds the test builds they serve (dist-demo for the memory project, dist-mockhttp for mock-http) when
// a source is newer than the build, then runs Playwright with the arguments given. `npm test` builds
// them in its first stage, so here nothing is rebuilt.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  '.env',
  'scripts/appInfo.mjs',
  'scripts/csp.mjs',
  'scripts/postal-data.mjs',
];
const BUILDS = [
  { mode: 'demo', outDir: 'dist-demo' },
  { mode: 'mockhttp', outDir: 'dist-mockhttp' },
];

/** The newest modification time of a file or of any file below a folder. */
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

for (const { mode, outDir } of BUILDS) {
  const built = newest(join(outDir, 'index.html'));
  const changed = Math.max(...SOURCES.map(newest), newest(`.env.${mode}`));
  if (built > changed) continue;
  console.log(`building ${outDir} (${built ? 'sources changed since the last build' : 'no build yet'})`);
  const t0 = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`built ${outDir} in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);

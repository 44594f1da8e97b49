#!/usr/bin/env node
// Prints the initial JS (gzip bytes) a route loads: the entry chunk and every chunk it imports
// statically, plus the lazy chunks the route needs before it renders (ROUTES='/path=src/ui/.../Page.tsx,...'
// for console screens). Reads dist/.vite/manifest.json.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budget = Number(process.env.BUDGET_KB ?? 180) * 1024;

const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

// the lazy chunks the router loads before a route renders: its screen, and for console screens
// the header/drawer layout and Chakra's full system too
const CONSOLE = ['src/ui/shell/ConsoleLayout.tsx', 'src/ui/shell/fullSystem.ts'];
const ROUTES = {
  '/login': ['src/ui/session/LoginPage.tsx'],
  ...Object.fromEntries((process.env.ROUTES ?? '').split(',').filter(Boolean).map((pair) => { const [r, src] = pair.split('='); return [r, [src, ...CONSOLE]]; })),
};

let failed = false;
for (const [route, screens] of Object.entries(ROUTES)) {
  const keys = new Set(closure(entryKey));
  for (const screen of screens) if (manifest[screen]) closure(screen, keys);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gz(f), 0);
  const ok = total <= budget;
  failed ||= !ok;
  console.log(`${route}: ${(total / 1024).toFixed(1)} KB gzip initial JS in ${files.length} files (budget ${budget / 1024} KB) ${ok ? 'OK' : 'OVER BUDGET'}`);
}
process.exit(failed ? 1 : 0);

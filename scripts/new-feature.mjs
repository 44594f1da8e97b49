#!/usr/bin/env node
// node scripts/new-feature.mjs NAME [--title=画面名] [--root=DIR]
// Writes the skeleton of a feature modelled on groups (docs/FEATURES.md, "A new feature from the generator"):
// its descriptor and one line in src/features/index.ts, one route in src/ui/shell/routeTable.ts, and the files of
// scripts/new-feature/templates.mjs (domain, port, use case; in infrastructure/http/NAME the HTTP adapter, codec and
// bindings; in infrastructure/memory/NAME the world slice, server, memory adapter, MSW handlers and feature.ts, the
// world part with the memory bindings; presenter, page, screens, a test per layer). NAME is lower camelCase ('visits').
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { namesOf, TEMPLATES } from './new-feature/templates.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const n = args.find((a) => !a.startsWith('--'));
if (!n || !/^[a-z][a-zA-Z0-9]*$/.test(n)) {
  console.error('usage: node scripts/new-feature.mjs NAME [--title=画面名] [--root=DIR]  (NAME in lower camelCase)');
  process.exit(2);
}
const root = option('root', '.');
const names = namesOf(n, option('title', '新しい画面'));
const files = TEMPLATES.map((template) => template(names));

const taken = files.filter((f) => existsSync(join(root, f.path)));
const features = join(root, 'src/features/index.ts');
const routes = join(root, 'src/ui/shell/routeTable.ts');
const featureList = readFileSync(features, 'utf8');
const routeList = readFileSync(routes, 'utf8');
if (taken.length > 0 || new RegExp(`\\broute\\('${n}'`).test(routeList)) {
  console.error(`${n} exists already: ${taken.map((f) => f.path).join(', ') || 'its route'}`);
  process.exit(1);
}

/** Inserts `line` before the first line matching `before`; fails loudly when the anchor moved. */
const insertBefore = (text, before, line, where) => {
  const at = text.search(before);
  if (at < 0) throw new Error(`${where}: the anchor ${before} is gone; update scripts/new-feature.mjs`);
  return `${text.slice(0, at)}${line}\n${text.slice(at)}`;
};

/** Writes a file as Prettier formats it (a longer NAME makes longer lines): the output lints as generated. */
const write = async (path, text) => {
  const filepath = resolve(path);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  writeFileSync(filepath, await prettier.format(text, { ...options, filepath }));
};

for (const { path, text } of files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  await write(join(root, path), text);
}
// the one line in FEATURES (and its import), and the route: a new path is a platform change, say so in review
let list = insertBefore(featureList, /^import type \{ Feature \}/m, `import { ${n} } from './${n}';`, features);
list = insertBefore(list, /^\];/m, `  ${n},`, features);
await write(features, list);
await write(
  routes,
  insertBefore(routeList, /^\] as const satisfies/m, `  route('${n}', '/${n}/', '${names.title}', daily),`, routes),
);
console.log(
  [
    `wrote ${files.length} files and edited 2 (src/features/index.ts, src/ui/shell/routeTable.ts):`,
    ...files.map((f) => `  ${f.path}`),
  ].join('\n'),
);

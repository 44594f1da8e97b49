// The chunking of the builds (the first minute on a phone: login to the lock list in a few files). The production build
// and the two test builds (demo: the in-memory world; mock-http: the HTTP adapters served by the same world through
// MSW) are chunked the same way; the test builds add one group, `world` (below). The dev server has none.
//
// Rolldown's automatic chunking makes one chunk per set of dynamic imports that share a module: about
// 240 files, and the way from the login form to the lock list asked for 118 of them. Here the console's
// own modules are grouped by the way a manager goes, computed from the module graph (no file list):
//   (entry)  what /login renders from (src/main.ts, the login page): automatic, as before (/login's budget);
//   inversify + console  Inversify (its own chunk, evaluated in a task of its own), then the composition
// (src/compose.ts: every adapter binding, the features' descriptors),
//            the login presenter, the version check, the guard's use case: awaited by every route but
//            /login, and loaded on /login once the form is on screen (as before);
//   chakra   Chakra's provider and the light system (ui/shell/ChakraRoot, systems): every route but /login;
//   layout   the header and side menu, the plan context and the full system: every signed-in route;
//   locks    what only the lock list uses: its page and presenter, the remote dialog, the bindings of its
//            feature and of those it needs (remote, pins, cards, groups);
//   shared   what the lock list shares with other screens (the presenter kit, Pager, PageHeading, the lock
//            and PIN domain, some ports and codecs): one file instead of one per set of screens;
//   world    (test builds only) the in-memory world every page of a test build starts with (src/compose.ts: the world
//            module, its persistence, each feature's slice, handlers and memory bindings (memory/<f>/feature.ts), MSW's
//            worker in mock-http): one file instead of ~30 (a page of the demo build asked for 240 files, 122 with the
//            groups above, 51 with this).
//            A browser test starts the app 1.5 times on average: each start's requests cost the 2-core machine
//            CPU in the browser and network processes (20 starts of /home: 28 s -> 23 s with the groups above).
//   the rest automatic, per screen.
// Each group is the static closure of its roots minus the groups before it, so whoever imports a root of a
// group runs all of the group; only `shared` may hand a screen a module it does not use (10 KB in all,
// small app modules). Libraries (Chakra, React's, luxon, io-ts...) stay in automatic chunking: their
// package indexes name every module, so the graph cannot tell which ones a screen uses, and grouping by
// the graph would drag whole packages along. That is how the earlier attempt (groups by file name, with
// their dependencies) brought the CSV decoder into the guests list; here papaparse and encoding-japanese
// are in no group, and stay in the chunk of the CSV panels that import them.

// loaded before the container, on /login: their modules stay out of every group
const BEFORE_CONSOLE = [/[\\/]src[\\/]ui[\\/]session[\\/]LoginPage\.tsx$/];
// awaited by every route but /login (router.tsx: container.load(), the guard's use case), and loaded on
// /login once the form is on screen (the login presenter, the version check): what they share goes here,
// not into a group below that would bring the console's layout to the login page
const CONSOLE_ROOTS = [
  /[\\/]node_modules[\\/]inversify[\\/]/,
  /[\\/]src[\\/]compose\.ts$/,
  /[\\/]src[\\/]ui[\\/]session[\\/]LoginPresenter\.ts$/,
  /[\\/]src[\\/]ui[\\/]shell[\\/]VersionWatcher\.ts$/,
  /[\\/]src[\\/]application[\\/]shared[\\/]CheckVersion\.ts$/,
  /[\\/]src[\\/]application[\\/]session[\\/]RefreshSession\.ts$/,
];
// Inversify's chunk: its packages, and the metadata calls the build puts in place of reflect-metadata/lite
// (vite.config.ts), which Inversify's container imports first: in the app's chunk, they ran after Inversify's
// decorators needed them
const INVERSIFY_OWN =
  /[\\/]node_modules[\\/]|[\\/]src[\\/]infrastructure[\\/]container[\\/](install)?[rR]eflectMetadata\.ts$/;
// Chakra's provider: every route but /login, and the toaster
const CHAKRA_ROOTS = [/[\\/]src[\\/]ui[\\/]shell[\\/]ChakraRoot\.tsx$/];
// awaited by every signed-in route (router.tsx: the protected layout route, loadFullSystem)
const LAYOUT_ROOTS = [/[\\/]src[\\/]ui[\\/]shell[\\/](ConsoleLayout|systems|fullSystem)\.tsx?$/];
// the lock list: its page and the HTTP bindings of its feature and the features it needs (src/features/locks.ts)
const LOCKS_ROOTS = [
  /[\\/]src[\\/]ui[\\/]locks[\\/]LocksPage\.tsx$/,
  /[\\/]src[\\/]infrastructure[\\/]http[\\/](locks|remote|pins|cards|groups)[\\/]bindings\.ts$/,
];
// test builds only: the world and what every start of a test build loads with it (src/compose.ts)
const WORLD_ROOTS = [
  /[\\/]src[\\/]infrastructure[\\/]container[\\/]memoryModule\.ts$/,
  /[\\/]src[\\/]infrastructure[\\/]memory[\\/]world[\\/](persistence|World)\.ts$/,
  /[\\/]src[\\/]infrastructure[\\/]memory[\\/][a-z]+[\\/]feature\.ts$/,
  /[\\/]src[\\/]infrastructure[\\/]memory[\\/]msw[\\/]browser\.ts$/,
];
const ENTRY = /[\\/]src[\\/]main\.ts$/;

// Libraries are reached through their index (a barrel that names every module of the package), so the
// graph cannot tell which of their modules a screen uses; automatic chunking can (it chunks after
// tree-shaking). The groups hold the console's own modules, and Inversify (the container's library, used whole).
const LIBRARY = /[\\/]node_modules[\\/](?!inversify[\\/]|@inversifyjs[\\/])/;

/** Every module of the app reachable from `roots` through static imports, minus `taken` and libraries. */
const closure = (ctx, roots, taken) => {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id) || taken.has(id) || LIBRARY.test(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
};

/** Every module of the graph, from the entry, through static and dynamic imports. */
const allModules = (ctx, entry) => {
  const seen = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) stack.push(next);
  }
  return seen;
};

/** module id -> group name, computed once per build from the module graph. */
const assign = (ctx, anyId) => {
  let entry = null;
  // the entry: climb from any module to src/main.ts through importers
  const up = [anyId];
  const visited = new Set();
  while (up.length > 0 && !entry) {
    const id = up.pop();
    if (visited.has(id)) continue;
    visited.add(id);
    if (ENTRY.test(id)) entry = id;
    const info = ctx.getModuleInfo(id);
    up.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  if (!entry) throw new Error('chunking: src/main.ts not found in the module graph');
  const modules = allModules(ctx, entry);
  const rootsOf = (patterns) => [...modules].filter((id) => patterns.some((p) => p.test(id)));
  const taken = closure(ctx, [entry, ...rootsOf(BEFORE_CONSOLE)], new Set());
  const groups = new Map();
  const group = (name, members) => {
    for (const id of members) {
      groups.set(id, name);
      taken.add(id);
    }
  };
  // Inversify apart from the app's modules: main.ts evaluates it, then the composition, in separate tasks
  // (one chunk is evaluated in one task; together they were a long task on /login, Lighthouse's TBT)
  const consoleModules = closure(ctx, rootsOf(CONSOLE_ROOTS), taken);
  group(
    'inversify',
    [...consoleModules].filter((id) => INVERSIFY_OWN.test(id)),
  );
  group(
    'console',
    [...consoleModules].filter((id) => !INVERSIFY_OWN.test(id)),
  );
  // the test builds' world: loaded by every start of a test build, before any screen (empty in production, whose
  // graph has no in-memory world)
  if (withWorld) group('world', closure(ctx, rootsOf(WORLD_ROOTS), taken));
  group('chakra', closure(ctx, rootsOf(CHAKRA_ROOTS), taken));
  group('layout', closure(ctx, rootsOf(LAYOUT_ROOTS), taken));
  // the lock list's own code: what no other lazily loaded module reaches (the rest is shared with other
  // screens and left to automatic chunking, so those screens do not receive the lock list with it)
  const locksRoots = rootsOf(LOCKS_ROOTS);
  const elsewhere = closure(
    ctx,
    [...modules].filter(
      (id) => !locksRoots.includes(id) && !taken.has(id) && (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
    ),
    taken,
  );
  const lockList = closure(ctx, locksRoots, taken);
  group(
    'locks',
    [...lockList].filter((id) => !elsewhere.has(id)),
  );
  // what the lock list shares with other screens (the presenter kit, the gateways of its features): one
  // chunk those screens load too, instead of one per set of screens
  group(
    'shared',
    [...lockList].filter((id) => elsewhere.has(id)),
  );

  if (process.env.CHUNKING_DEBUG === '1')
    for (const name of new Set(groups.values()))
      console.log(
        `${name}: ${[...groups]
          .filter(([, g]) => g === name)
          .map(([id]) => id.replace(/.*[\\/](src|node_modules)[\\/]/, ''))
          .sort()
          .join(' ')}`,
      );
  return groups;
};

// Libraries, in a second pass. A first build (vite.config.ts: the same config, nothing written) chunks
// libraries automatically, i.e. after tree-shaking, by the set of lazily loaded modules that use each one:
// what a group's chunk imports statically there is exactly the library code that group runs. The second
// build puts those modules in the group (its files are requested together, not one per set of screens).
// A library module goes to the first group, in the order a manager meets them, that needs it; what the
// lock list needs (its page or what it shares) goes to `shared`, never to `locks`, so another screen that
// needs the same library code does not load the lock list with it. Nothing that no group imports is
// taken: the CSV decoder (papaparse, encoding-japanese) stays in the chunk of the CSV panels, checked by
// test/build/chunks.test.ts.
const LIBRARY_TARGET = [
  ['inversify', 'inversify'],
  ['console', 'console'],
  ['world', 'world'],
  ['chakra', 'chakra'],
  ['layout', 'layout'],
  ['locks', 'shared'],
  ['shared', 'shared'],
];

/**
 * module id -> group, for the modules of the chunks a group's chunk imports statically in a first build's
 * output (rolldown's output chunks: fileName, name, isEntry, imports, modules), minus what the entry
 * (index.html: /login) already holds.
 */
export function libraryPlan(chunks) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closureOf = (chunk) => {
    const seen = new Set();
    const stack = [...chunk.imports];
    while (stack.length > 0) {
      const file = stack.pop();
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      stack.push(...byFile.get(file).imports);
    }
    return seen;
  };
  const groupNames = new Set(LIBRARY_TARGET.map(([name]) => name));
  const claimed = new Set();
  // what /login renders from (the entry, the login page's chunk) stays where it is: /login's budget
  for (const first of chunks.filter(
    (c) => c.isEntry || (c.facadeModuleId && BEFORE_CONSOLE.some((p) => p.test(c.facadeModuleId))),
  )) {
    claimed.add(first.fileName);
    for (const file of closureOf(first)) claimed.add(file);
  }
  const plan = new Map();
  for (const [group, target] of LIBRARY_TARGET) {
    const chunk = chunks.find((c) => c.name === group && !c.isEntry);
    if (!chunk) continue;
    for (const file of closureOf(chunk)) {
      if (claimed.has(file)) continue;
      claimed.add(file);
      const imported = byFile.get(file);
      if (groupNames.has(imported.name)) continue;
      for (const id of Object.keys(imported.modules)) plan.set(id, target);
    }
  }
  return plan;
}

let groups = null;
let withWorld = false;

/** The builds chunked here: production and the test builds (vite.config.ts's modes). */
export const CHUNKED_MODES = ['production', 'demo', 'mockhttp'];

/**
 * Rolldown's output options for a build of one of CHUNKED_MODES, or null for any other mode. `plan` (libraryPlan
 * of a first build) adds the libraries to the groups; without it they stay in automatic chunking.
 */
export function routeChunking(mode, plan = null) {
  if (!CHUNKED_MODES.includes(mode)) return null;
  groups = null;
  withWorld = mode !== 'production';
  return {
    codeSplitting: {
      groups: [
        {
          debugName: 'production-routes',
          // each group is already the closure of its roots; its dependencies outside it are in the groups before it
          includeDependenciesRecursively: false,
          name: (id, ctx) => {
            groups ??= assign(ctx, id);
            return groups.get(id) ?? plan?.get(id) ?? null;
          },
        },
      ],
    },
  };
}

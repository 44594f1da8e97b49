import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCyclesOf } from './importGraph';

// A feature lives in one folder per layer, and the folders import each other one way: no two folders whose files
// import each other, however indirectly (every import kind: value, type-only, `export … from`, `import()`). A file
// cycle (./cycles.test.ts) is a special case; this rule also sees the knot of folders whose files never import
// themselves back, as memory/ was (the world, the MSW glue and every feature's world part, 21 folders in one).
// Break one by moving the piece both need to the lower folder, or to a neutral one that imports no feature
// (domain/shared, application/shared, infrastructure/shared, memory/world, memory/msw): docs/ARCHITECTURE.md.

const fixtures: string[] = [];
afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder tree of .ts files written outside the repository: path → text. */
const tree = (files: Readonly<Record<string, string>>): string => {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  fixtures.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

describe('no import cycle between folders', () => {
  it('finds a planted knot of two folders that no file cycle shows (a type-only import closes it)', () => {
    // the knot memory/ had: the world's FeatureWorld read a type of the MSW glue, which reads the world
    const root = tree({
      'memory/world/World.ts': 'export class World {}\n',
      'memory/world/FeatureWorld.ts':
        "import type { ApiPaths } from '../msw/paths';\nexport interface FeatureWorld {\n  readonly paths: ApiPaths;\n}\n",
      'memory/msw/paths.ts': 'export interface ApiPaths {\n  readonly v2: string;\n}\n',
      'memory/msw/handlers.ts':
        "import type { FeatureWorld } from '../world/FeatureWorld';\nexport const all = (f: FeatureWorld[]) => f;\n",
      'memory/groups/feature.ts': "import { World } from '../world/World';\nexport const world = new World();\n",
    });
    expect(folderCyclesOf(root, root)).toEqual([['memory/msw', 'memory/world']]);
  });

  it('finds a planted ring of three folders closed by a dynamic import()', () => {
    const root = tree({
      'locks/server.ts': "import { latest } from '../logs/server';\nexport const panel = latest;\n",
      'logs/server.ts': "import type { Guest } from '../guests/slice';\nexport const latest = (g: Guest) => g;\n",
      'guests/slice.ts':
        "export interface Guest {\n  id: number;\n}\nexport const load = () => import('../locks/server');\n",
      'pins/server.ts': "import { panel } from '../locks/server';\nexport const pins = panel;\n",
    });
    expect(folderCyclesOf(root, root)).toEqual([['guests', 'locks', 'logs']]);
  });

  it('finds none in src', () => {
    expect(folderCyclesOf('src').map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf } from './importGraph';

// A feature is wired by three files at most (docs/FEATURES.md): its descriptor (src/features/<f>.ts), the bindings of
// its ports to the real API (infrastructure/http/<f>/bindings.ts) and its part of the demo world with the memory
// bindings (infrastructure/memory/<f>/feature.ts). A descriptor reaches no other file of infrastructure, and the
// container, which every feature shares, imports no file of a feature's folders.

const FEATURES = readdirSync('src/features')
  .filter((f) => !['feature.ts', 'index.ts'].includes(f))
  .map((f) => f.replace(/\.ts$/, ''));

/** The infrastructure imports of a descriptor that are not one of its two wiring files. */
const strayWiring = (name: string, text: string): string[] =>
  importsOf(text)
    .filter((s) => s.startsWith('../infrastructure/'))
    .filter((s) => s !== `../infrastructure/http/${name}/bindings` && s !== `../infrastructure/memory/${name}/feature`);

describe('each feature is wired by its descriptor, http/<f>/bindings.ts and memory/<f>/feature.ts', () => {
  it('finds a planted descriptor that binds from elsewhere', () => {
    const planted =
      "export const groups = {\n  http: () => import('../infrastructure/container/features/groups'),\n" +
      "  memory: () => import('../infrastructure/memory/groups/feature'),\n};\n";
    expect(strayWiring('groups', planted)).toEqual(['../infrastructure/container/features/groups']);
  });

  it.each(FEATURES)('%s: its descriptor imports only its own wiring files', (name) => {
    expect(strayWiring(name, readFileSync(`src/features/${name}.ts`, 'utf8'))).toEqual([]);
  });

  it('the shared container imports nothing of a feature', () => {
    const ofFeatures = [...importGraph('src/infrastructure/container')].flatMap(([file, targets]) =>
      targets
        .filter((t) => FEATURES.some((f) => t.startsWith(`src/infrastructure/http/${f}/`)))
        .concat(targets.filter((t) => FEATURES.some((f) => t.startsWith(`src/infrastructure/memory/${f}/`))))
        .map((t) => `${file} -> ${t}`),
    );
    expect(ofFeatures).toEqual([]);
  });
});

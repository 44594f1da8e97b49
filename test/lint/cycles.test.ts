import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, importsOf } from './importGraph';

// import-x/no-cycle (in eslint.config.js) skips type-only imports; a cycle of types is still a cycle
// of design (two modules that cannot be understood apart), so this check reads every import kind.
describe('no import cycle anywhere in src, type-only imports included', () => {
  it('reads value, type-only, re-export and dynamic imports', () => {
    const text =
      "import { a } from './a';\nimport type { B } from './b';\nexport { c } from './c';\nexport const d = () => import('./d');\nimport 'react';\n";
    expect(importsOf(text)).toEqual(['./a', './b', './c', './d']);
  });

  it('finds a planted cycle made of a type-only import', () => {
    // brandTheme.ts imports nothing; a type import of systems.ts (which imports brandTheme, and fullSystem which
    // imports it too) closes one
    const planted = importGraph('src/ui/shell', {
      'src/ui/shell/brandTheme.ts':
        "import type { SystemContext } from '@chakra-ui/react';\nimport type { systemStore } from './systems';\nexport type X = typeof systemStore | SystemContext;\n",
    });
    expect(cyclesOf(planted)).toEqual([
      ['src/ui/shell/brandTheme.ts', 'src/ui/shell/fullSystem.ts', 'src/ui/shell/systems.ts'],
    ]);
  });

  it('finds none in src', () => {
    expect(cyclesOf(importGraph('src'))).toEqual([]);
  });
});

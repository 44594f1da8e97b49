import { describe, expect, it } from 'vitest';
import { importGraph, type ImportGraph } from './importGraph';

/** The feature folder a file of src sits in, per layer ('keypads' for src/ui/keypads/KeypadListView.tsx). */
const folderOf = (file: string): string | undefined =>
  /^src\/(?:domain|application|ui|infrastructure\/(?:http|memory))\/([^/]+)\//.exec(file.replaceAll('\\', '/'))?.[1];

/**
 * What a folder may not import, in any layer: `keypads` is the base PINs and cards share (docs/ARCHITECTURE.md),
 * so it imports neither, nor the registration status built on both; PINs and cards never import each other.
 */
const FORBIDDEN: Readonly<Record<string, ReadonlyArray<string>>> = {
  keypads: ['pins', 'cards', 'registrationStatus'],
  pins: ['cards'],
  cards: ['pins'],
};

const crossings = (graph: ImportGraph): string[] =>
  [...graph].flatMap(([file, targets]) => {
    const forbidden = FORBIDDEN[folderOf(file) ?? ''] ?? [];
    return targets.filter((t) => forbidden.includes(folderOf(t) ?? '')).map((t) => `${file} -> ${t}`);
  });

describe('keypads is a base of PINs and cards, which never import each other', () => {
  it('finds a planted import of pins in keypads', () => {
    const planted = importGraph('src/ui', {
      'src/ui/keypads/HubNotSetNotice.tsx': "import { NewPinPresenter } from '../pins/NewPinPresenter';\n",
    });
    expect(crossings(planted)).toEqual(['src/ui/keypads/HubNotSetNotice.tsx -> src/ui/pins/NewPinPresenter.ts']);
  });

  it('finds none in src', () => {
    expect(crossings(importGraph('src'))).toEqual([]);
  });
});

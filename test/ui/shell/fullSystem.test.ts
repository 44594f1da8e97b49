import { defaultConfig } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullSystem } from '../../../src/ui/shell/fullSystem';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** Every name the console's screens import from Chakra. */
const importedComponents = (): Set<string> => {
  const names = new Set<string>();
  for (const file of filesUnder('src/ui'))
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g))
      for (const part of (m[1] ?? '').split(','))
        if (!/^\s*type\s/.test(part)) names.add(part.trim().split(/\s+as\s+/)[0] ?? '');
  names.delete('');
  return names;
};

// components styled by another component's recipe (Chakra's own wiring)
const RECIPE_OF: Record<string, ReadonlyArray<string>> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Field: ['field', 'input', 'textarea'],
  Alert: ['alert', 'icon'],
};

describe("the console's Chakra system", () => {
  it('holds the recipe of every Chakra component a screen imports (one left out renders unstyled)', () => {
    const all = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const missing = [...importedComponents()].flatMap((name) =>
      (RECIPE_OF[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)])
        .filter((key) => key in all && !fullSystem.isRecipe(key) && !fullSystem.isSlotRecipe(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
  it('leaves out recipes of components no screen imports', () => {
    expect(fullSystem.isSlotRecipe('colorPicker')).toBe(false);
    expect(fullSystem.isSlotRecipe('dialog')).toBe(true);
  });
});

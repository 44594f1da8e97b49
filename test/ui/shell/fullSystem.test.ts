import { createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullSystem } from '../../../src/ui/shell/fullSystem';
import { addLaterRecipes } from '../../../src/ui/shell/laterRecipes';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The names a file imports from Chakra (types left out). */
const chakraImportsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .filter((part) => !/^\s*type\s/.test(part))
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== ''),
  );

/** Every name the console's screens import from Chakra. */
const importedComponents = (files: ReadonlyArray<string>): Set<string> => new Set(files.flatMap(chakraImportsOf));

/** The files a file reaches through static imports (not import()): what renders with it, without waiting. */
const staticallyReached = (entries: ReadonlyArray<string>): string[] => {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/^\s*import\s+type\s[^;]*;/gm, '');
    for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*'(\.[^']*)'/gm)) {
      const base = join(dirname(file), m[1] ?? '');
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
      if (found) visit(found);
    }
  };
  entries.forEach(visit);
  return [...seen];
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
const ALL_RECIPES = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
const recipesOf = (name: string): string[] =>
  (RECIPE_OF[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)]).filter((key) => key in ALL_RECIPES);

const hasRecipe = (system: ReturnType<typeof fullSystem>, key: string) =>
  system.isRecipe(key) || system.isSlotRecipe(key);

/** What the lock list renders without awaiting anything more: its page, the layout around it and the toasts. */
const LOCK_LIST_ENTRIES = [
  'src/ui/locks/LocksPage.tsx',
  'src/ui/shell/ConsoleLayout.tsx',
  'src/ui/shell/ChakraRoot.tsx',
  'src/ui/shell/toaster.tsx',
];

describe("the console's Chakra system", () => {
  it('holds the recipe of every Chakra component the lock list renders without waiting (it never awaits more)', () => {
    const reached = staticallyReached(LOCK_LIST_ENTRIES);
    expect(reached).toContain('src/ui/locks/LockPanel.tsx');
    const missing = [...importedComponents(reached)].flatMap((name) =>
      recipesOf(name)
        .filter((key) => !hasRecipe(fullSystem(), key))
        .map((key) => `${name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('with the later recipes, holds the recipe of every Chakra component a screen imports', () => {
    const system = createSystem(defaultBaseConfig, fullSystem()._config);
    addLaterRecipes(system);
    const missing = [...importedComponents(filesUnder('src/ui'))].flatMap((name) =>
      recipesOf(name)
        .filter((key) => !hasRecipe(system, key))
        .map((key) => `${name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('the lock list carries neither the later recipes nor those of components no screen imports', () => {
    expect(fullSystem().isSlotRecipe('colorPicker')).toBe(false);
    expect(fullSystem().isSlotRecipe('datePicker')).toBe(false);
    expect(fullSystem().isSlotRecipe('card')).toBe(true);
  });

  it('the later recipes keep the console-wide fixes: tabs wrap, a dialog keeps a margin on a phone', () => {
    const system = createSystem(defaultBaseConfig, fullSystem()._config);
    addLaterRecipes(system);
    expect(system.getSlotRecipe('tabs').base?.list).toMatchObject({ flexWrap: 'wrap' });
    expect(system.getSlotRecipe('tabs').base?.trigger).toMatchObject({ whiteSpace: 'nowrap', flexShrink: 0 });
    expect(system.getSlotRecipe('dialog').base?.positioner).toMatchObject({ paddingInline: '4' });
  });
});

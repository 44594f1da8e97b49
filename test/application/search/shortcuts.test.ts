import { describe, expect, it } from 'vitest';
import { LoadSearchShortcuts } from '../../../src/application/search/LoadSearchShortcuts';
import { SaveSearchShortcuts } from '../../../src/application/search/SaveSearchShortcuts';
import type { PreferenceStore } from '../../../src/application/ports/PreferenceStore';

const store = (): PreferenceStore & { readonly kept: Map<string, string> } => {
  const kept = new Map<string, string>();
  return { kept, get: (k) => kept.get(k) ?? null, set: (k, v) => void kept.set(k, v) };
};

describe('the search shortcuts, per manager on this browser', () => {
  it('are on until a manager turns them off, for that manager only', () => {
    const preferences = store();
    const load = new LoadSearchShortcuts(preferences);
    const save = new SaveSearchShortcuts(preferences);
    expect(load.execute(1)).toBe(true);
    save.execute(1, false);
    expect(preferences.kept).toEqual(new Map([['search-shortcuts.1', 'off']]));
    expect(load.execute(1)).toBe(false);
    expect(load.execute(2)).toBe(true);
    save.execute(1, true);
    expect(load.execute(1)).toBe(true);
  });
});

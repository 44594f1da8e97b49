import { describe, expect, it } from 'vitest';
import { LOCK_SORT_PREFERENCE, LoadLockSort } from '../../../src/application/locks/LoadLockSort';
import { SaveLockSort } from '../../../src/application/locks/SaveLockSort';
import { PreferenceStore } from '../../../src/application/ports/PreferenceStore';
import { BACKENDS } from '../../support/backends';

describe.each(BACKENDS)('the sort of the locks list on the %s backend', (_name, makeBackend) => {
  it('is remembered on this browser; none before a choice', () => {
    const backend = makeBackend();
    const load = backend.container.get(LoadLockSort);
    expect(load.execute()).toBe('none');
    backend.container.get(SaveLockSort).execute('createdDesc');
    expect(load.execute()).toBe('createdDesc');
  });

  it('a stale or tampered value kept in the browser is no sort', () => {
    const backend = makeBackend();
    backend.container.get<PreferenceStore>(PreferenceStore).set(LOCK_SORT_PREFERENCE, 'byColour');
    expect(backend.container.get(LoadLockSort).execute()).toBe('none');
  });
});

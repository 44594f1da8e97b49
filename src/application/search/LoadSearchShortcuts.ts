import { inject, injectable } from 'inversify';
import type { ManagerId } from '../../domain/shared/ids';
import { PreferenceStore } from '../ports/PreferenceStore';

/** Where this browser keeps whether a manager's search shortcuts (Ctrl+K / ⌘K and /) are on: one key per manager. */
export const searchShortcutsKeyOf = (managerId: ManagerId): string => `search-shortcuts.${managerId}`;

/**
 * Whether the header's search opens on Ctrl+K / ⌘K and on / (where no field has focus) for this manager on this
 * browser: on unless turned off in the account menu (WCAG 2.1.4, a single-key shortcut can be turned off).
 */
@injectable()
export class LoadSearchShortcuts {
  constructor(@inject(PreferenceStore) private readonly preferences: PreferenceStore) {}

  execute(managerId: ManagerId): boolean {
    return this.preferences.get(searchShortcutsKeyOf(managerId)) !== 'off';
  }
}

import { inject, injectable } from 'inversify';
import type { ManagerId } from '../../domain/shared/ids';
import { PreferenceStore } from '../ports/PreferenceStore';
import { searchShortcutsKeyOf } from './LoadSearchShortcuts';

/** Turns a manager's search shortcuts on or off on this browser (the account menu's switch). */
@injectable()
export class SaveSearchShortcuts {
  constructor(@inject(PreferenceStore) private readonly preferences: PreferenceStore) {}

  execute(managerId: ManagerId, on: boolean): void {
    this.preferences.set(searchShortcutsKeyOf(managerId), on ? 'on' : 'off');
  }
}

import { inject, injectable } from 'inversify';
import { LoadSearchShortcuts } from '../../application/search/LoadSearchShortcuts';
import { SaveSearchShortcuts } from '../../application/search/SaveSearchShortcuts';
import type { ManagerId } from '../../domain/shared/ids';
import { Presenter } from '../shared/Presenter';

/** The account menu's switch of the search's shortcuts (Ctrl+K / ⌘K and /), per manager on this browser. */
@injectable()
export class SearchShortcutsPresenter extends Presenter<{ readonly on: boolean }, { readonly managerId: ManagerId }> {
  private managerId: ManagerId = 0;

  constructor(
    @inject(LoadSearchShortcuts) private readonly load: LoadSearchShortcuts,
    @inject(SaveSearchShortcuts) private readonly save: SaveSearchShortcuts,
  ) {
    super({ on: true });
  }

  override open({ managerId }: { readonly managerId: ManagerId }): void {
    this.managerId = managerId;
    this.store.set({ on: this.load.execute(managerId) });
  }

  turn(on: boolean): void {
    this.save.execute(this.managerId, on);
    this.store.set({ on });
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SwitchOrganization } from '../../application/session/SwitchOrganization';
import type { OrganizationId } from '../../domain/shared/ids';
import { Presenter } from '../shared/Presenter';
import { unsavedChanges } from '../shared/unsavedChanges';

/** The header's organization switcher. */
@injectable()
export class OrganizationSwitchPresenter extends Presenter<Record<string, never>> {
  constructor(@inject(SwitchOrganization) private readonly switchOrganization: SwitchOrganization) {
    super({});
  }

  /**
   * Unsaved input on the page is asked about first, in the console's words (LeaveGuard); a no keeps
   * this organization. True once the stored organization is the chosen one: the view then reloads home.
   */
  async switchTo(organizationId: OrganizationId): Promise<boolean> {
    if (!(await unsavedChanges.confirmLeave())) return false;
    return E.isRight(this.switchOrganization.execute(organizationId));
  }
}

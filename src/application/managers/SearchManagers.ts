import { inject, injectable } from 'inversify';
import { MANAGER_PAGE_SIZE, type Manager } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import type { Page } from '../../domain/shared/paging';
import { ManagersGateway } from './ports/ManagersGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** One page (100) of the current organization's managers whose name contains the search. */
@injectable()
export class SearchManagers {
  constructor(
    @inject(ManagersGateway) private readonly managers: ManagersGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(query: { readonly name: string; readonly page: number }): Promise<Outcome<Page<Manager>>> {
    return this.organization.call(MANAGER_MESSAGES.listFailed, (organizationId) =>
      this.managers.search({
        organizationId,
        name: query.name.trim(),
        page: Math.max(1, query.page),
        perPage: MANAGER_PAGE_SIZE,
      }),
    );
  }
}

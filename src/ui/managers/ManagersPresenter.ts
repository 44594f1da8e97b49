import { inject, injectable } from 'inversify';
import { SearchManagers } from '../../application/managers/SearchManagers';
import { MANAGER_PAGE_SIZE, type Manager } from '../../domain/managers/manager';
import { Presenter } from '../shared/Presenter';

/** /managers/: name search and paging, 100 a page. */
@injectable()
export class ManagersPresenter extends Presenter<Record<string, never>> {
  readonly list = this.pagedQuery<{ readonly name: string }, Manager>(
    (query, page) => this.searchManagers.execute({ name: query.name, page }),
    { query: { name: '' }, perPage: MANAGER_PAGE_SIZE },
  );

  constructor(@inject(SearchManagers) private readonly searchManagers: SearchManagers) {
    super({});
  }

  override open(): Promise<void> {
    return this.list.reload();
  }

  search(name: string): Promise<void> {
    return this.list.search({ name: name.trim() });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }
}

import { inject, injectable } from 'inversify';
import { PrepareSearch } from '../../application/search/PrepareSearch';
import { Presenter } from '../shared/Presenter';

/** The search dialog's first moment: what the search reads is bound (a spinner meanwhile), or could not be. */
@injectable()
export class SearchOpeningPresenter extends Presenter<{ readonly status: 'loading' | 'ready' | 'failed' }> {
  constructor(@inject(PrepareSearch) private readonly prepare: PrepareSearch) {
    super({ status: 'loading' });
  }

  override async open(): Promise<void> {
    try {
      await this.prepare.execute();
      if (!this.disposed) this.store.set({ status: 'ready' });
    } catch {
      // a chunk that did not arrive: closing and opening the dialog tries again
      if (!this.disposed) this.store.set({ status: 'failed' });
    }
  }
}

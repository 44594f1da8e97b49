import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadInvoiceStatement, type InvoiceStatementView } from '../../application/organization/LoadInvoiceStatement';
import { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';

export type InvoiceStatementState =
  | { readonly status: 'loading' }
  /** Spec: a statement that does not load goes to not-found. */
  | { readonly status: 'not-found' }
  | { readonly status: 'ready'; readonly view: InvoiceStatementView };

/** One card payment statement, printable. */
@injectable()
export class InvoiceStatementPresenter extends Presenter<InvoiceStatementState> {
  private readonly latest = new LatestRequest();

  constructor(@inject(LoadInvoiceStatement) private readonly loadStatement: LoadInvoiceStatement) {
    super({ status: 'loading' });
  }

  async load(id: string): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadStatement.execute(id));
    if (!answer.current) return;
    this.store.set(E.isRight(answer.value) ? { status: 'ready', view: answer.value.right } : { status: 'not-found' });
  }
}

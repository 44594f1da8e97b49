import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadInvoiceStatement, type InvoiceStatementView } from '../../application/organization/LoadInvoiceStatement';
import { Presenter } from '../shared/Presenter';

export type InvoiceStatementState =
  | { readonly status: 'loading' }
  /**
   * Spec (account-billing-signup §2): "Load failure goes to not-found", whatever the failure; a
   * network failure has also raised the client-wide network message by then, so the manager knows why.
   */
  | { readonly status: 'not-found' }
  | { readonly status: 'ready'; readonly view: InvoiceStatementView };

/** One card payment statement, printable. */
@injectable()
export class InvoiceStatementPresenter extends Presenter<InvoiceStatementState, { readonly invoiceId: string }> {
  private readonly latest = this.latestRequest();

  constructor(@inject(LoadInvoiceStatement) private readonly loadStatement: LoadInvoiceStatement) {
    super({ status: 'loading' });
  }

  override async open({ invoiceId: id }: { readonly invoiceId: string }): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadStatement.execute(id));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.store.set({ status: 'ready', view: result.right });
    else this.store.set({ status: 'not-found' });
  }
}

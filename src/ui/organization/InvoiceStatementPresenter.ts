import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadInvoiceStatement, type InvoiceStatementView } from '../../application/organization/LoadInvoiceStatement';
import { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';

export type InvoiceStatementState =
  | { readonly status: 'loading' }
  /** Spec: a statement that does not load goes to not-found; here only a statement the server says does not exist. */
  | { readonly status: 'not-found' }
  /** A network, server or unreadable-answer failure: its message, so the manager knows to try again (not a missing page). */
  | { readonly status: 'failed'; readonly message: string }
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
    const result = answer.value;
    if (E.isRight(result)) this.store.set({ status: 'ready', view: result.right });
    else this.store.set(result.left.kind === 'NotFound' ? { status: 'not-found' } : { status: 'failed', message: result.left.message });
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LoadInvoiceStatement, type InvoiceStatementView } from '../../application/organization/LoadInvoiceStatement';

export type InvoiceStatementState =
  | { readonly status: 'loading' }
  /** Spec: a statement that does not load goes to not-found. */
  | { readonly status: 'not-found' }
  | { readonly status: 'ready'; readonly view: InvoiceStatementView };

@injectable()
export class InvoiceStatementPresenter {
  private readonly state = new BehaviorSubject<InvoiceStatementState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): InvoiceStatementState {
    return this.state.value;
  }

  constructor(@inject(LoadInvoiceStatement) private readonly loadStatement: LoadInvoiceStatement) {}

  async load(id: string): Promise<void> {
    this.state.next({ status: 'loading' });
    const result = await this.loadStatement.execute(id);
    this.state.next(E.isRight(result) ? { status: 'ready', view: result.right } : { status: 'not-found' });
  }
}

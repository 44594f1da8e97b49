import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LoadPaymentHistory } from '../../application/organization/LoadPaymentHistory';
import { toPaymentHistoryLine, type PaymentHistoryLine } from '../../domain/organization/paymentHistory';

export type PaymentHistoryState =
  | { readonly status: 'loading' }
  /** Not a card organization: the alert shows, then the view goes home. */
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly lines: ReadonlyArray<PaymentHistoryLine> };

@injectable()
export class PaymentHistoryPresenter {
  private readonly state = new BehaviorSubject<PaymentHistoryState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): PaymentHistoryState {
    return this.state.value;
  }

  constructor(@inject(LoadPaymentHistory) private readonly loadHistory: LoadPaymentHistory) {}

  async load(): Promise<void> {
    this.state.next({ status: 'loading' });
    const result = await this.loadHistory.execute();
    if (E.isRight(result)) this.state.next({ status: 'ready', lines: result.right.map(toPaymentHistoryLine) });
    else this.state.next({ status: result.left.kind, message: result.left.message });
  }
}

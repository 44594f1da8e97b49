import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadPaymentHistory } from '../../application/organization/LoadPaymentHistory';
import { toPaymentHistoryLine, type PaymentHistoryLine } from '../../domain/organization/paymentHistory';
import { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';

export type PaymentHistoryState =
  | { readonly status: 'loading' }
  /** Not a card organization: the alert shows, then the view goes home. */
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly lines: ReadonlyArray<PaymentHistoryLine> };

/** /organization/payment-history: the latest card payments, or why there are none. */
@injectable()
export class PaymentHistoryPresenter extends Presenter<PaymentHistoryState> {
  private readonly latest = new LatestRequest();

  constructor(@inject(LoadPaymentHistory) private readonly loadHistory: LoadPaymentHistory) {
    super({ status: 'loading' });
  }

  async load(): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadHistory.execute());
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.store.set({ status: 'ready', lines: result.right.map(toPaymentHistoryLine) });
    else if (result.left.kind !== 'Refused') this.store.set({ status: 'failed', message: result.left.message });
    else {
      // not a card organization: spec, the alert that history is unavailable, then home
      this.store.set({ status: 'unavailable', message: result.left.message });
      this.effects.failure(result.left);
      this.effects.navigate('/home', { replace: true });
    }
  }
}

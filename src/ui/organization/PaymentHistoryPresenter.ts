import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LoadPaymentHistory } from '../../application/organization/LoadPaymentHistory';
import { PAYMENT_HISTORY_FIRST_PAGE, PAYMENT_HISTORY_PAGE_SIZE, toPaymentHistoryLine, type PaymentHistoryLine } from '../../domain/organization/paymentHistory';

export type PaymentHistoryState =
  | { readonly status: 'loading' }
  /** Not a card organization: the alert shows, then the view goes home. */
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string; readonly page: number }
  /** `turning` while another page loads: the current page stays on screen with a progress mark. */
  | {
      readonly status: 'ready'; readonly lines: ReadonlyArray<PaymentHistoryLine>;
      readonly page: number; readonly total: number; readonly perPage: number; readonly turning: boolean;
    };

@injectable()
export class PaymentHistoryPresenter {
  private readonly state = new BehaviorSubject<PaymentHistoryState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): PaymentHistoryState {
    return this.state.value;
  }

  constructor(@inject(LoadPaymentHistory) private readonly loadHistory: LoadPaymentHistory) {}

  load(): Promise<void> {
    this.state.next({ status: 'loading' });
    return this.show(PAYMENT_HISTORY_FIRST_PAGE);
  }

  /** One click on the pager = one request: a click while a page is loading is ignored. */
  async goToPage(page: number): Promise<void> {
    const current = this.state.value;
    if (current.status === 'ready') {
      if (current.turning || page === current.page) return;
      this.state.next({ ...current, turning: true });
    } else this.state.next({ status: 'loading' });
    await this.show(page);
  }

  private async show(page: number): Promise<void> {
    const result = await this.loadHistory.execute(page);
    if (E.isRight(result)) {
      const { items, total, perPage } = result.right;
      this.state.next({ status: 'ready', lines: items.map(toPaymentHistoryLine), page: result.right.page, total, perPage: perPage || PAYMENT_HISTORY_PAGE_SIZE, turning: false });
    } else if (result.left.kind === 'unavailable') this.state.next({ status: 'unavailable', message: result.left.message });
    else this.state.next({ status: 'failed', message: result.left.message, page });
  }
}

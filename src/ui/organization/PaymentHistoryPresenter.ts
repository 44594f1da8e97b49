import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadPaymentHistory } from '../../application/organization/LoadPaymentHistory';
import {
  PAYMENT_HISTORY_FIRST_PAGE,
  PAYMENT_HISTORY_PAGE_SIZE,
  toPaymentHistoryLine,
  type PaymentHistoryLine,
} from '../../domain/organization/paymentHistory';
import type { PagedView } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';

export type PaymentHistoryState =
  | { readonly status: 'loading' }
  /** Not a card organization: the alert shows, then the view goes home. */
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string; readonly page: number }
  /** `turning` while another page loads: the current page stays on screen with a progress mark. */
  | {
      readonly status: 'ready';
      readonly lines: ReadonlyArray<PaymentHistoryLine>;
      readonly page: number;
      readonly total: number;
      readonly perPage: number;
      readonly turning: boolean;
    };

/** /account/billing/: the card payments page by page (12 a page, the one pager), or why there are none. */
@injectable()
export class PaymentHistoryPresenter extends Presenter<PaymentHistoryState> {
  private readonly latest = this.latestRequest();

  constructor(@inject(LoadPaymentHistory) private readonly loadHistory: LoadPaymentHistory) {
    super({ status: 'loading' });
  }

  override open(): Promise<void> {
    this.store.set({ status: 'loading' });
    return this.show(PAYMENT_HISTORY_FIRST_PAGE);
  }

  /** One click on the pager = one request: a click while a page is loading is ignored. */
  async goToPage(page: number): Promise<void> {
    const current = this.snapshot;
    if (current.status === 'ready') {
      if (current.turning || page === current.page) return;
      this.store.set({ ...current, turning: true });
    } else this.store.set({ status: 'loading' });
    await this.show(page);
  }

  private async show(page: number): Promise<void> {
    const answer = await this.latest.run(() => this.loadHistory.execute(page));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) {
      const { items, total, perPage } = result.right;
      this.store.set({
        status: 'ready',
        lines: items.map(toPaymentHistoryLine),
        page: result.right.page,
        total,
        perPage: perPage || PAYMENT_HISTORY_PAGE_SIZE,
        turning: false,
      });
    } else if (result.left.kind !== 'Refused') this.store.set({ status: 'failed', message: result.left.message, page });
    else {
      // not a card organization: spec, the alert that history is unavailable, then home
      this.store.set({ status: 'unavailable', message: result.left.message });
      this.effects.failure(result.left);
      this.effects.navigate(pathOf('home'), { replace: true });
    }
  }
}

/** The history as the one paged list shows it: a page turn keeps the rows on screen (loading over them). */
export const pagedViewOf = (state: PaymentHistoryState): PagedView<PaymentHistoryLine> => {
  switch (state.status) {
    case 'ready':
      return {
        status: state.turning ? 'loading' : 'ready',
        rows: state.lines,
        total: state.total,
        perPage: state.perPage,
        page: state.page,
        message: null,
      };
    case 'failed':
      return { status: 'failed', rows: [], total: 0, perPage: 1, page: state.page, message: state.message };
    default:
      return { status: 'loading', rows: [], total: 0, perPage: 1, page: 1, message: null };
  }
};

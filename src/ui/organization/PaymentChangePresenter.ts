import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadPaymentChange } from '../../application/organization/LoadPaymentChange';
import { RegisterPaymentCard } from '../../application/organization/RegisterPaymentCard';
import { RequestInvoicePayment } from '../../application/organization/RequestInvoicePayment';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { pathOf } from '../shell/routeTable';
import {
  canSubmitPaymentChange,
  isSubmitVisible,
  type PaymentChoice,
  type PaymentOptions,
} from '../../domain/organization/paymentChange';
import { AppErrors, type Outcome } from '../../application/shared/AppError';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { type PaymentCardEntry, PaymentCardEntryPresenter, readinessOf } from './PaymentCardEntryPresenter';

export interface PaymentChangeForm {
  readonly currentMethod: string;
  readonly options: PaymentOptions;
  readonly choice: PaymentChoice | null;
}

export type PaymentChangeState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'not-allowed'; readonly currentMethod: string }
  | ({ readonly status: 'ready' } & PaymentChangeForm);

type Ready = Extract<PaymentChangeState, { status: 'ready' }>;

/**
 * The submit button: shown unless card is chosen with no provider, enabled per the account-billing-signup §5
 * conditions; `saving` is the presenter's submission being out.
 */
export const submitButtonOf = (
  s: PaymentChangeForm,
  card: PaymentCardEntry,
  saving: boolean,
): { readonly visible: boolean; readonly enabled: boolean } => ({
  visible: isSubmitVisible(s.choice, card.provider !== 'unavailable'),
  enabled: canSubmitPaymentChange(s.choice, readinessOf(card, saving)),
});

/** /account/payment: invoice or card, the card through the provider's secure fields; one submission at a time. */
@injectable()
export class PaymentChangePresenter extends Presenter<PaymentChangeState> {
  readonly submission = new Submission<PaymentChoice>();

  constructor(
    @inject(LoadPaymentChange) private readonly loadContext: LoadPaymentChange,
    @inject(RequestInvoicePayment) private readonly requestInvoice: RequestInvoicePayment,
    @inject(RegisterPaymentCard) private readonly registerPaymentCard: RegisterPaymentCard,
    /** The card form, shown with the card option. */
    @inject(PaymentCardEntryPresenter) readonly card: PaymentCardEntryPresenter,
  ) {
    super({ status: 'loading' });
    this.part(card);
  }

  private update(change: Partial<PaymentChangeForm>): void {
    this.store.updateWhen('ready', (s) => ({ ...s, ...change }));
  }

  private get ready(): Ready | undefined {
    const current = this.snapshot;
    return current.status === 'ready' ? current : undefined;
  }

  override async open(): Promise<void> {
    const result = await this.loadContext.execute();
    if (E.isLeft(result)) {
      this.store.set({ status: 'failed', message: result.left.message });
      return;
    }
    const { currentMethod, allowed, options } = result.right;
    if (!allowed) {
      this.store.set({ status: 'not-allowed', currentMethod });
      return;
    }
    this.store.set({ status: 'ready', currentMethod, options, choice: options.preselected });
    // the provider (and its script) is fetched now that the page shows the card option
    await this.card.loadProvider();
  }

  choose(choice: PaymentChoice): void {
    const s = this.ready;
    if (!s || this.submission.busy) return;
    if ((choice === 'invoice' && s.options.invoiceDisabled) || (choice === 'card' && s.options.cardDisabled)) return;
    this.submission.reset();
    this.update({ choice });
  }

  /**
   * Once the change went through, the done page of the chosen method. A failure is the submission's
   * (its message is the page's alert: the provider's words or the processing-failed text).
   */
  async submit(): Promise<void> {
    const s = this.ready;
    if (!s || !submitButtonOf(s, this.card.snapshot, this.submission.busy).enabled || s.choice === null) return;
    const { choice } = s;
    const card = this.card.details();
    await this.submission.submit(
      (): Promise<Outcome<PaymentChoice>> =>
        choice === 'invoice'
          ? this.requestInvoice.execute()
          : card === null
            ? Promise.resolve(E.left(AppErrors.unexpected(ORGANIZATION_MESSAGES.paymentRegistrationFailed)))
            : this.registerPaymentCard.execute(card),
      {
        done: (method) => this.effects.navigate(pathOf('account-payment-done', { payment: method }), { replace: true }),
        // account-billing-signup §4: on failure the card form is cleared (the submission has ended)
        failed: () => this.card.clear(),
      },
    );
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadPaymentChange } from '../../application/organization/LoadPaymentChange';
import { RegisterPaymentCard } from '../../application/organization/RegisterPaymentCard';
import { RequestInvoicePayment } from '../../application/organization/RequestInvoicePayment';
import type {
  PaymentCardSession,
  SecureFieldsState,
  SecureFieldTargets,
} from '../../application/ports/PaymentCardProvider';
import { EMPTY_SECURE_FIELDS, LoadPaymentCardProvider } from '../../application/organization/LoadPaymentCardProvider';
import { validatePaymentCardHolderName, validatePaymentCardPhone } from '../../domain/organization/paymentCardForm';
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

export type ProviderStatus = 'loading' | 'available' | 'unavailable';

export interface PaymentCardHolderValues {
  readonly holderName: string;
  readonly phone: string;
}

export interface PaymentChangeForm {
  readonly currentMethod: string;
  readonly options: PaymentOptions;
  readonly choice: PaymentChoice | null;
  readonly provider: ProviderStatus;
  readonly secure: SecureFieldsState;
  readonly holder: PaymentCardHolderValues;
  /** Bumped when the card form is cleared, so the view starts a fresh form. */
  readonly cardGeneration: number;
}

export type PaymentChangeState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'not-allowed'; readonly currentMethod: string }
  | ({ readonly status: 'ready' } & PaymentChangeForm);

type Ready = Extract<PaymentChangeState, { status: 'ready' }>;

const EMPTY_HOLDER: PaymentCardHolderValues = { holderName: '', phone: '' };

/**
 * The submit button: shown unless card is chosen with no provider, enabled per the account-billing-signup §5
 * conditions; `saving` is the presenter's submission being out.
 */
export const submitButtonOf = (
  s: PaymentChangeForm,
  saving: boolean,
): { readonly visible: boolean; readonly enabled: boolean } => {
  const providerAvailable = s.provider === 'available';
  return {
    visible: isSubmitVisible(s.choice, s.provider !== 'unavailable'),
    enabled: canSubmitPaymentChange(s.choice, {
      holderNameValid: validatePaymentCardHolderName(s.holder.holderName) === undefined,
      phoneValid: validatePaymentCardPhone(s.holder.phone) === undefined,
      numberComplete: s.secure.numberComplete,
      expiryComplete: s.secure.expiryComplete,
      cvcComplete: s.secure.cvcComplete,
      providerAvailable,
      saving,
    }),
  };
};

/** /account/payment: invoice or card, the card through the provider's secure fields; one submission at a time. */
@injectable()
export class PaymentChangePresenter extends Presenter<PaymentChangeState> {
  private session: PaymentCardSession | null = null;
  readonly submission = new Submission<PaymentChoice>();

  constructor(
    @inject(LoadPaymentChange) private readonly loadContext: LoadPaymentChange,
    @inject(RequestInvoicePayment) private readonly requestInvoice: RequestInvoicePayment,
    @inject(RegisterPaymentCard) private readonly registerPaymentCard: RegisterPaymentCard,
    @inject(LoadPaymentCardProvider) private readonly provider: LoadPaymentCardProvider,
  ) {
    super({ status: 'loading' });
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
    this.store.set({
      status: 'ready',
      currentMethod,
      options,
      choice: options.preselected,
      provider: 'loading',
      secure: EMPTY_SECURE_FIELDS,
      holder: EMPTY_HOLDER,
      cardGeneration: 0,
    });
    // the provider (and its script) is fetched now that the page shows the card option
    const loaded = await this.provider.execute();
    if (this.disposed) {
      if (E.isRight(loaded)) loaded.right.destroy();
      return;
    }
    this.session = E.isRight(loaded) ? loaded.right : null;
    this.update({ provider: E.isRight(loaded) ? 'available' : 'unavailable' });
  }

  choose(choice: PaymentChoice): void {
    const s = this.ready;
    if (!s || this.submission.busy) return;
    if ((choice === 'invoice' && s.options.invoiceDisabled) || (choice === 'card' && s.options.cardDisabled)) return;
    this.submission.reset();
    this.update({ choice });
  }

  /** The view has rendered the empty secure-field containers: the provider fills them. */
  mountPaymentCardFields(targets: SecureFieldTargets): void {
    this.session?.mount(targets, (secure) => this.update({ secure }));
  }

  updateHolder(holder: PaymentCardHolderValues): void {
    const s = this.ready;
    // the form reports on every render pass; an unchanged value must not start another one
    if (!s || (s.holder.holderName === holder.holderName && s.holder.phone === holder.phone)) return;
    this.update({ holder });
  }

  /**
   * Once the change went through, the done page of the chosen method. A failure is the submission's
   * (its message is the page's alert: the provider's words or the processing-failed text).
   */
  async submit(): Promise<void> {
    const s = this.ready;
    if (!s || !submitButtonOf(s, this.submission.busy).enabled || s.choice === null) return;
    const { choice, holder } = s;
    const session = this.session;
    await this.submission.submit(
      (): Promise<Outcome<PaymentChoice>> =>
        choice === 'invoice'
          ? this.requestInvoice.execute()
          : session === null
            ? Promise.resolve(E.left(AppErrors.unexpected(ORGANIZATION_MESSAGES.paymentRegistrationFailed)))
            : this.registerPaymentCard.execute({ holderName: holder.holderName, phone: holder.phone, session }),
      {
        done: (method) => this.effects.navigate(pathOf('account-payment-done', { payment: method }), { replace: true }),
        failed: () => this.clearCardForm(),
      },
    );
  }

  /** account-billing-signup §4: on failure the card form is cleared (the submission has ended). */
  private clearCardForm(): void {
    this.session?.clear();
    const s = this.ready;
    this.update({
      secure: EMPTY_SECURE_FIELDS,
      holder: EMPTY_HOLDER,
      cardGeneration: (s?.cardGeneration ?? 0) + 1,
    });
  }

  override dispose(): void {
    super.dispose();
    this.session?.destroy();
    this.session = null;
  }
}

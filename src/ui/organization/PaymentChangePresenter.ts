import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LoadPaymentChange } from '../../application/organization/LoadPaymentChange';
import { RegisterCard } from '../../application/organization/RegisterCard';
import { RequestInvoicePayment } from '../../application/organization/RequestInvoicePayment';
import { CardProvider, EMPTY_SECURE_FIELDS, type CardSession, type SecureFieldsState, type SecureFieldTargets } from '../../application/ports/CardProvider';
import { validateCardHolderName, validateCardPhone } from '../../domain/organization/cardForm';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { canSubmitPaymentChange, isSubmitVisible, type PaymentChoice, type PaymentOptions } from '../../domain/organization/paymentChange';

export type ProviderStatus = 'loading' | 'available' | 'unavailable';

export interface CardHolderValues {
  readonly holderName: string;
  readonly phone: string;
}

export interface PaymentChangeForm {
  readonly currentMethod: string;
  readonly options: PaymentOptions;
  readonly choice: PaymentChoice | null;
  readonly provider: ProviderStatus;
  readonly secure: SecureFieldsState;
  readonly holder: CardHolderValues;
  readonly saving: boolean;
  /** The failure notice of the last attempt (provider's message or the processing-failed text). */
  readonly notice?: string;
  /** Bumped when the card form is cleared, so the view starts a fresh form. */
  readonly formGeneration: number;
  /** Set once the change went through: the view goes to the done page. */
  readonly done?: PaymentChoice;
}

export type PaymentChangeState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'not-allowed'; readonly currentMethod: string }
  | ({ readonly status: 'ready' } & PaymentChangeForm);

type Ready = Extract<PaymentChangeState, { status: 'ready' }>;

const EMPTY_HOLDER: CardHolderValues = { holderName: '', phone: '' };

/** The submit button: shown unless card is chosen with no provider, enabled per the section 5 conditions. */
export const submitButtonOf = (s: PaymentChangeForm): { readonly visible: boolean; readonly enabled: boolean } => {
  const providerAvailable = s.provider === 'available';
  return {
    visible: isSubmitVisible(s.choice, s.provider !== 'unavailable'),
    enabled: canSubmitPaymentChange(s.choice, {
      holderNameValid: validateCardHolderName(s.holder.holderName) === undefined,
      phoneValid: validateCardPhone(s.holder.phone) === undefined,
      numberComplete: s.secure.numberComplete,
      expiryComplete: s.secure.expiryComplete,
      cvcComplete: s.secure.cvcComplete,
      providerAvailable,
      saving: s.saving,
    }),
  };
};

@injectable()
export class PaymentChangePresenter {
  private readonly state = new BehaviorSubject<PaymentChangeState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): PaymentChangeState {
    return this.state.value;
  }
  private session: CardSession | null = null;
  private disposed = false;

  constructor(
    @inject(LoadPaymentChange) private readonly loadContext: LoadPaymentChange,
    @inject(RequestInvoicePayment) private readonly requestInvoice: RequestInvoicePayment,
    @inject(RegisterCard) private readonly registerCard: RegisterCard,
    @inject(CardProvider) private readonly provider: CardProvider,
  ) {}

  private update(change: Partial<PaymentChangeForm>): void {
    const current = this.state.value;
    if (current.status === 'ready') this.state.next({ ...current, ...change });
  }

  private get ready(): Ready | undefined {
    const current = this.state.value;
    return current.status === 'ready' ? current : undefined;
  }

  async load(): Promise<void> {
    const result = await this.loadContext.execute();
    if (E.isLeft(result)) {
      this.state.next({ status: 'failed', message: result.left });
      return;
    }
    const { currentMethod, allowed, options } = result.right;
    if (!allowed) {
      this.state.next({ status: 'not-allowed', currentMethod });
      return;
    }
    this.state.next({
      status: 'ready', currentMethod, options, choice: options.preselected, provider: 'loading',
      secure: EMPTY_SECURE_FIELDS, holder: EMPTY_HOLDER, saving: false, formGeneration: 0,
    });
    // the provider (and its script) is fetched now that the page shows the card option
    const loaded = await this.provider.load();
    if (this.disposed) {
      if (E.isRight(loaded)) loaded.right.destroy();
      return;
    }
    this.session = E.isRight(loaded) ? loaded.right : null;
    this.update({ provider: E.isRight(loaded) ? 'available' : 'unavailable' });
  }

  choose(choice: PaymentChoice): void {
    const s = this.ready;
    if (!s || s.saving) return;
    if ((choice === 'invoice' && s.options.invoiceDisabled) || (choice === 'card' && s.options.cardDisabled)) return;
    this.update({ choice, notice: undefined });
  }

  /** The view has rendered the empty secure-field containers: the provider fills them. */
  mountCardFields(targets: SecureFieldTargets): void {
    this.session?.mount(targets, (secure) => this.update({ secure }));
  }

  updateHolder(holder: CardHolderValues): void {
    const s = this.ready;
    // the form reports on every render pass; an unchanged value must not start another one
    if (!s || (s.holder.holderName === holder.holderName && s.holder.phone === holder.phone)) return;
    this.update({ holder });
  }

  async submit(): Promise<void> {
    const s = this.ready;
    if (!s || !submitButtonOf(s).enabled || s.choice === null) return;
    this.update({ saving: true, notice: undefined });
    if (s.choice === 'invoice') {
      const result = await this.requestInvoice.execute();
      if (E.isRight(result)) this.update({ saving: false, done: 'invoice' });
      else this.fail(result.left);
      return;
    }
    const session = this.session;
    if (!session) return this.fail(ORGANIZATION_MESSAGES.paymentRegistrationFailed);
    const result = await this.registerCard.execute({ holderName: s.holder.holderName, phone: s.holder.phone, session });
    if (E.isRight(result)) this.update({ saving: false, done: 'card' });
    else this.fail(result.left.message);
  }

  /** Spec section 4: on failure the card form is cleared and saving ends; the notice says why. */
  private fail(message: string): void {
    this.session?.clear();
    const s = this.ready;
    this.update({
      saving: false, secure: EMPTY_SECURE_FIELDS, holder: EMPTY_HOLDER,
      formGeneration: (s?.formGeneration ?? 0) + 1,
      notice: message,
    });
  }

  dispose(): void {
    this.disposed = true;
    this.session?.destroy();
    this.session = null;
  }
}

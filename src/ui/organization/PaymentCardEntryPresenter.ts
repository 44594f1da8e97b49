import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { EMPTY_SECURE_FIELDS, LoadPaymentCardProvider } from '../../application/organization/LoadPaymentCardProvider';
import type {
  PaymentCardSession,
  SecureFieldsState,
  SecureFieldTargets,
} from '../../application/organization/ports/PaymentCardProvider';
import { validatePaymentCardHolderName, validatePaymentCardPhone } from '../../domain/organization/paymentCardForm';
import type { PaymentCardFormReadiness } from '../../domain/organization/paymentChange';
import { Presenter } from '../shared/Presenter';

export type ProviderStatus = 'loading' | 'available' | 'unavailable';

export interface PaymentCardHolderValues {
  readonly holderName: string;
  readonly phone: string;
}

/** The card form: the provider, what its secure fields report, the holder typed (never stored). */
export interface PaymentCardEntry {
  readonly provider: ProviderStatus;
  readonly secure: SecureFieldsState;
  readonly holder: PaymentCardHolderValues;
  /** Bumped when the card form is cleared, so the view starts a fresh form. */
  readonly cardGeneration: number;
}

/** What sending the card needs: the holder typed and the provider's session, which holds number, expiry and code. */
export interface PaymentCardDetails extends PaymentCardHolderValues {
  readonly session: PaymentCardSession;
}

const EMPTY_HOLDER: PaymentCardHolderValues = { holderName: '', phone: '' };

/** What the card form reports to its page (`saving`: the page's submission is out); the domain decides from it. */
export const readinessOf = (entry: PaymentCardEntry, saving: boolean): PaymentCardFormReadiness => ({
  holderNameValid: validatePaymentCardHolderName(entry.holder.holderName) === undefined,
  phoneValid: validatePaymentCardPhone(entry.holder.phone) === undefined,
  numberComplete: entry.secure.numberComplete,
  expiryComplete: entry.secure.expiryComplete,
  cvcComplete: entry.secure.cvcComplete,
  providerAvailable: entry.provider === 'available',
  saving,
});

/**
 * The one payment-card entry of the console (sign-up's step 6 and the payment change): the provider loaded on
 * first need, its secure fields mounted where the view says, the holder's name and phone, and the form cleared
 * after a failed attempt. The page's presenter holds one, and sends `details()` with its own use case.
 */
@injectable()
export class PaymentCardEntryPresenter extends Presenter<PaymentCardEntry> {
  private session: PaymentCardSession | null = null;
  private requested = false;
  private readonly providerLoad = this.latestRequest();

  constructor(@inject(LoadPaymentCardProvider) private readonly provider: LoadPaymentCardProvider) {
    super({ provider: 'loading', secure: EMPTY_SECURE_FIELDS, holder: EMPTY_HOLDER, cardGeneration: 0 });
  }

  /** The provider (and its script) is fetched once, when the page first shows the card option. */
  async loadProvider(): Promise<void> {
    if (this.requested) return;
    this.requested = true;
    const loading = this.provider.execute();
    const answer = await this.providerLoad.run(() => loading);
    if (!answer.current) {
      // the page was left while the provider loaded: its session is not kept
      const loaded = await loading;
      if (E.isRight(loaded)) loaded.right.destroy();
      return;
    }
    const loaded = answer.value;
    this.session = E.isRight(loaded) ? loaded.right : null;
    this.store.update((s) => ({ ...s, provider: E.isRight(loaded) ? 'available' : 'unavailable' }));
  }

  /** The view has rendered the empty secure-field containers: the provider fills them. */
  mountFields(targets: SecureFieldTargets): void {
    this.session?.mount(targets, (secure) => this.store.update((s) => ({ ...s, secure })));
  }

  updateHolder(holder: PaymentCardHolderValues): void {
    const s = this.snapshot;
    // the form reports on every render pass; an unchanged value must not start another one
    if (s.holder.holderName === holder.holderName && s.holder.phone === holder.phone) return;
    this.store.update((current) => ({ ...current, holder }));
  }

  /** The card to send, once the provider is there. */
  details(): PaymentCardDetails | null {
    const { holder } = this.snapshot;
    return this.session ? { holderName: holder.holderName, phone: holder.phone, session: this.session } : null;
  }

  /** account-billing-signup §4: after a failed attempt the card form is cleared (a fresh form, nothing typed). */
  clear(): void {
    this.session?.clear();
    this.store.update((s) => ({
      ...s,
      secure: EMPTY_SECURE_FIELDS,
      holder: EMPTY_HOLDER,
      cardGeneration: s.cardGeneration + 1,
    }));
  }

  override dispose(): void {
    super.dispose();
    this.session?.destroy();
    this.session = null;
  }
}

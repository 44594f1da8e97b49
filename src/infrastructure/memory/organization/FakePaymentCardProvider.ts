import * as E from 'fp-ts/Either';
import { DateTime } from 'luxon';
import { JAPAN_TIME } from '../../../domain/shared/dates';
import type {
  PaymentCardHolder,
  PaymentCardProvider,
  PaymentCardProviderUnavailable,
  PaymentCardSession,
  PaymentCardTokenError,
  SecureFieldsState,
  SecureFieldTargets,
} from '../../../application/organization/ports/PaymentCardProvider';
import {
  isPaymentCardNumberComplete,
  isSecurityCodeComplete,
  parsePaymentCardExpiry,
} from '../../../domain/organization/paymentCardForm';
import type { World } from '../world/World';
import {
  brandOf,
  checkFakePaymentCard,
  digitsOnly,
  FAKE_PROVIDER_MESSAGES,
  passesLuhn,
  type FakePaymentCardValues,
} from './fakePaymentCard';
import { mountFakeField, openFakeThreeDSecure } from './fakePaymentCardDom';
import { issuePaymentCardToken } from './server';

/** The 3-D Secure step: a dialog in the browser, approved at once where there is no page (node tests). */
export type ThreeDSecure = () => Promise<boolean>;

const defaultThreeDSecure: ThreeDSecure = () =>
  typeof document === 'undefined' ? Promise.resolve(true) : openFakeThreeDSecure();

const tokenError = (message: string): E.Either<PaymentCardTokenError, never> =>
  E.left({ _tag: 'PaymentCardTokenError', message });

/** The fake's fields: look-alike inputs in the demo, values set directly in tests (enter). */
export class FakePaymentCardSession implements PaymentCardSession {
  private values: FakePaymentCardValues = { number: '', expiry: '', cvc: '' };
  private inputs: HTMLInputElement[] = [];
  private onChange: (state: SecureFieldsState) => void = () => undefined;

  constructor(
    private readonly world: World,
    private readonly threeDSecure: ThreeDSecure,
  ) {}

  /** What the manager typed, as the secure fields report it (never the data itself). */
  private state(): SecureFieldsState {
    const digits = digitsOnly(this.values.number);
    const numberComplete = isPaymentCardNumberComplete(this.values.number);
    const error = numberComplete && !passesLuhn(digits) ? FAKE_PROVIDER_MESSAGES.invalidNumber : undefined;
    return {
      numberComplete: numberComplete && error === undefined,
      expiryComplete: parsePaymentCardExpiry(this.values.expiry) !== undefined,
      cvcComplete: isSecurityCodeComplete(this.values.cvc),
      ...(error ? { error } : {}),
    };
  }

  /** Test and demo seam: types into the fake's fields. */
  enter(values: Partial<FakePaymentCardValues>): void {
    this.values = { ...this.values, ...values };
    this.onChange(this.state());
  }

  mount(targets: SecureFieldTargets, onChange: (state: SecureFieldsState) => void): void {
    this.onChange = onChange;
    this.inputs.forEach((input) => input.remove());
    this.inputs = [
      mountFakeField(
        targets.number,
        { label: 'カード番号', placeholder: '4242 4242 4242 4242', autocomplete: 'cc-number', maxLength: 19 },
        (v) => this.enter({ number: v }),
      ),
      mountFakeField(
        targets.expiry,
        { label: '有効期限', placeholder: 'MM / YY', autocomplete: 'cc-exp', maxLength: 7 },
        (v) => this.enter({ expiry: v }),
      ),
      mountFakeField(
        targets.cvc,
        { label: 'セキュリティコード', placeholder: 'CVC', autocomplete: 'cc-csc', maxLength: 4 },
        (v) => this.enter({ cvc: v }),
      ),
    ].filter((input): input is HTMLInputElement => input !== null);
  }

  async createToken(holder: PaymentCardHolder): Promise<E.Either<PaymentCardTokenError, string>> {
    if (!this.world.read((s) => s.dev.cardProviderUp)) return tokenError(FAKE_PROVIDER_MESSAGES.down);
    const now = DateTime.fromJSDate(this.world.now()).setZone(JAPAN_TIME.zone);
    const checked = checkFakePaymentCard(this.values, { year: now.year, month: now.month });
    if (!checked.ok) return tokenError(checked.message);
    // a provider refuses a token without the holder data 3-D Secure needs
    if (holder.name.trim() === '' || !holder.phone.startsWith('+'))
      return tokenError(FAKE_PROVIDER_MESSAGES.holderMissing);
    if (!(await this.threeDSecure())) return tokenError(FAKE_PROVIDER_MESSAGES.threeDSecureCancelled);
    return E.right(
      issuePaymentCardToken(this.world, {
        brand: brandOf(checked.digits),
        last4: checked.digits.slice(-4),
        expMonth: checked.expiry.month,
        expYear: checked.expiry.year,
      }),
    );
  }

  clear(): void {
    this.values = { number: '', expiry: '', cvc: '' };
    this.inputs.forEach((input) => {
      input.value = '';
    });
    this.onChange(this.state());
  }

  destroy(): void {
    this.inputs.forEach((input) => input.remove());
    this.inputs = [];
    this.onChange = () => undefined;
  }
}

/** The demo world's card provider: honours the dev menu's card provider up/down switch. */
export class FakePaymentCardProvider implements PaymentCardProvider {
  constructor(
    private readonly world: World,
    private readonly threeDSecure: ThreeDSecure = defaultThreeDSecure,
  ) {}

  async load(): Promise<E.Either<PaymentCardProviderUnavailable, PaymentCardSession>> {
    if (!this.world.read((s) => s.dev.cardProviderUp))
      return E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'down' });
    return E.right(new FakePaymentCardSession(this.world, this.threeDSecure));
  }
}

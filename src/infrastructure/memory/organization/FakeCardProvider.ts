import * as E from 'fp-ts/Either';
import { DateTime } from 'luxon';
import type {
  CardHolder,
  CardProvider,
  CardProviderUnavailable,
  CardSession,
  CardTokenError,
  SecureFieldsState,
  SecureFieldTargets,
} from '../../../application/ports/CardProvider';
import { isCardNumberComplete, isSecurityCodeComplete, parseCardExpiry } from '../../../domain/organization/cardForm';
import type { World } from '../world/World';
import {
  brandOf,
  checkFakeCard,
  digitsOnly,
  FAKE_PROVIDER_MESSAGES,
  passesLuhn,
  type FakeCardValues,
} from './fakeCard';
import { mountFakeField, openFakeThreeDSecure } from './fakeCardDom';
import { issueCardToken } from './server';

/** The 3-D Secure step: a dialog in the browser, approved at once where there is no page (node tests). */
export type ThreeDSecure = () => Promise<boolean>;

const defaultThreeDSecure: ThreeDSecure = () =>
  typeof document === 'undefined' ? Promise.resolve(true) : openFakeThreeDSecure();

const tokenError = (message: string): E.Either<CardTokenError, never> => E.left({ _tag: 'CardTokenError', message });

/** The fake's fields: look-alike inputs in the demo, values set directly in tests (enter). */
export class FakeCardSession implements CardSession {
  private values: FakeCardValues = { number: '', expiry: '', cvc: '' };
  private inputs: HTMLInputElement[] = [];
  private onChange: (state: SecureFieldsState) => void = () => undefined;

  constructor(
    private readonly world: World,
    private readonly threeDSecure: ThreeDSecure,
  ) {}

  /** What the manager typed, as the secure fields report it (never the data itself). */
  private state(): SecureFieldsState {
    const digits = digitsOnly(this.values.number);
    const numberComplete = isCardNumberComplete(this.values.number);
    const error = numberComplete && !passesLuhn(digits) ? FAKE_PROVIDER_MESSAGES.invalidNumber : undefined;
    return {
      numberComplete: numberComplete && error === undefined,
      expiryComplete: parseCardExpiry(this.values.expiry) !== undefined,
      cvcComplete: isSecurityCodeComplete(this.values.cvc),
      ...(error ? { error } : {}),
    };
  }

  /** Test and demo seam: types into the fake's fields. */
  enter(values: Partial<FakeCardValues>): void {
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

  async createToken(holder: CardHolder): Promise<E.Either<CardTokenError, string>> {
    if (!this.world.read((s) => s.dev.cardProviderUp)) return tokenError(FAKE_PROVIDER_MESSAGES.down);
    const now = DateTime.fromJSDate(this.world.now()).setZone('Asia/Tokyo');
    const checked = checkFakeCard(this.values, { year: now.year, month: now.month });
    if (!checked.ok) return tokenError(checked.message);
    // a provider refuses a token without the holder data 3-D Secure needs
    if (holder.name.trim() === '' || !holder.phone.startsWith('+'))
      return tokenError(FAKE_PROVIDER_MESSAGES.holderMissing);
    if (!(await this.threeDSecure())) return tokenError(FAKE_PROVIDER_MESSAGES.threeDSecureCancelled);
    return E.right(
      issueCardToken(this.world, {
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
export class FakeCardProvider implements CardProvider {
  constructor(
    private readonly world: World,
    private readonly threeDSecure: ThreeDSecure = defaultThreeDSecure,
  ) {}

  async load(): Promise<E.Either<CardProviderUnavailable, CardSession>> {
    if (!this.world.read((s) => s.dev.cardProviderUp))
      return E.left({ _tag: 'CardProviderUnavailable', reason: 'down' });
    return E.right(new FakeCardSession(this.world, this.threeDSecure));
  }
}

import type { Either } from 'fp-ts/Either';

/** Why the card provider cannot be used: the page then shows the maintenance notice. */
export type PaymentCardProviderUnavailable = {
  readonly _tag: 'PaymentCardProviderUnavailable';
  readonly reason: 'script-failed' | 'timeout' | 'missing-global' | 'down' | 'no-key';
};

/** What the provider's secure fields report as the manager types (never the card data itself). */
export interface SecureFieldsState {
  readonly numberComplete: boolean;
  readonly expiryComplete: boolean;
  readonly cvcComplete: boolean;
  /** The provider's own message for the field being typed in, when it has one. */
  readonly error?: string;
}

export const EMPTY_SECURE_FIELDS: SecureFieldsState = {
  numberComplete: false,
  expiryComplete: false,
  cvcComplete: false,
};

/** Where the secure fields go: ids of empty elements the view renders. */
export interface SecureFieldTargets {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

/** The holder data the provider needs for 3-D Secure; phone in international (E.164) form. */
export interface PaymentCardHolder {
  readonly name: string;
  readonly phone: string;
}

/** A declined card, a cancelled 3-D Secure, a provider error: its message is shown as is. */
export type PaymentCardTokenError = { readonly _tag: 'PaymentCardTokenError'; readonly message: string };

/** The provider, loaded: secure fields mounted in the page, and tokens created from them. */
export interface PaymentCardSession {
  mount(targets: SecureFieldTargets, onChange: (state: SecureFieldsState) => void): void;
  /** Creates a single-use token with 3-D Secure (the provider opens its own sub-window). */
  createToken(holder: PaymentCardHolder): Promise<Either<PaymentCardTokenError, string>>;
  /** Empties the secure fields (after a failure the card form is cleared). */
  clear(): void;
  destroy(): void;
}

/** The card payment provider (PAY.JP in production, a fake in the demo world). */
export interface PaymentCardProvider {
  /** Loads the provider on first use only; later calls reuse the same load. */
  load(): Promise<Either<PaymentCardProviderUnavailable, PaymentCardSession>>;
}
export const PaymentCardProvider = Symbol.for('PaymentCardProvider');

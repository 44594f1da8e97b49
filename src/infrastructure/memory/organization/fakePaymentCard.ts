import {
  isPaymentCardNumberComplete,
  isSecurityCodeComplete,
  parsePaymentCardExpiry,
  type PaymentCardExpiry,
} from '../../../domain/organization/paymentCardForm';

/** The demo world's card rules (docs/DEMO-WORLD.md): one card that works, one that is declined. */
export const FAKE_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** Wording modelled on a card provider's own messages, which the console shows as is. */
export const FAKE_PROVIDER_MESSAGES = {
  declined: 'カードが拒否されました。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
  invalidNumber: 'カード番号が正しくありません。',
  invalidExpiry: '有効期限が正しくありません。',
  expired: 'カードの有効期限が切れています。',
  invalidCvc: 'セキュリティコードが正しくありません。',
  threeDSecureCancelled: '3Dセキュア認証がキャンセルされました。',
  down: 'カード決済サービスに接続できませんでした。',
  holderMissing: 'カード名義と電話番号をご確認ください。',
} as const;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The check digit every real card number carries. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export const brandOf = (digits: string): string => {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^35/.test(digits)) return 'JCB';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^3[068]/.test(digits)) return 'Diners Club';
  return 'Discover';
};

export interface FakePaymentCardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type FakePaymentCardCheck =
  | { readonly ok: true; readonly digits: string; readonly expiry: PaymentCardExpiry }
  | { readonly ok: false; readonly message: string };

/** What the fake provider decides about typed card data before any 3-D Secure step. */
export const checkFakePaymentCard = (
  values: FakePaymentCardValues,
  today: { year: number; month: number },
): FakePaymentCardCheck => {
  const digits = digitsOnly(values.number);
  if (!isPaymentCardNumberComplete(values.number) || !passesLuhn(digits))
    return { ok: false, message: FAKE_PROVIDER_MESSAGES.invalidNumber };
  const expiry = parsePaymentCardExpiry(values.expiry);
  if (!expiry) return { ok: false, message: FAKE_PROVIDER_MESSAGES.invalidExpiry };
  if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month))
    return { ok: false, message: FAKE_PROVIDER_MESSAGES.expired };
  if (!isSecurityCodeComplete(values.cvc)) return { ok: false, message: FAKE_PROVIDER_MESSAGES.invalidCvc };
  if (digits === FAKE_CARDS.declined) return { ok: false, message: FAKE_PROVIDER_MESSAGES.declined };
  return { ok: true, digits, expiry };
};

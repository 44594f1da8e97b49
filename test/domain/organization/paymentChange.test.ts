import { describe, expect, it } from 'vitest';
import {
  canSubmitPaymentCardForm,
  canSubmitPaymentChange,
  isSubmitVisible,
  paymentChoiceOf,
  paymentOptionsFor,
  type PaymentCardFormReadiness,
} from '../../../src/domain/organization/paymentChange';
import { PAYMENT_DONE_TEXTS } from '../../../src/domain/organization/messages';
import { organization } from './fixtures';

const ready: PaymentCardFormReadiness = {
  holderNameValid: true,
  phoneValid: true,
  numberComplete: true,
  expiryComplete: true,
  cvcComplete: true,
  providerAvailable: true,
  saving: false,
};

describe('payment-method change options', () => {
  it('an invoice organization can only choose card: invoice disabled, card preselected', () => {
    expect(paymentOptionsFor(organization({ organizationType: 'invoice' }))).toEqual({
      invoiceDisabled: true,
      cardDisabled: false,
      preselected: 'card',
    });
  });
  it('a card organization may choose either, nothing preselected', () => {
    expect(paymentOptionsFor(organization({ organizationType: 'card' }))).toEqual({
      invoiceDisabled: false,
      cardDisabled: false,
      preselected: null,
    });
  });
  it('an organization that may not change gets no option', () => {
    const none = { invoiceDisabled: true, cardDisabled: true, preselected: null };
    expect(paymentOptionsFor(organization({ paymentCycle: 'yearly' }))).toEqual(none);
    expect(paymentOptionsFor(organization({ organizationType: 'agent' }))).toEqual(none);
    expect(paymentOptionsFor(organization(), true)).toEqual(none);
  });
});

describe('card form submission', () => {
  it('is possible when holder name and phone are valid, card fields complete, provider available, not saving', () => {
    expect(canSubmitPaymentCardForm(ready)).toBe(true);
  });
  it.each([
    'holderNameValid',
    'phoneValid',
    'numberComplete',
    'expiryComplete',
    'cvcComplete',
    'providerAvailable',
  ] as const)('is not possible when %s is false', (key) => {
    expect(canSubmitPaymentCardForm({ ...ready, [key]: false })).toBe(false);
  });
  it('is not possible while saving', () => {
    expect(canSubmitPaymentCardForm({ ...ready, saving: true })).toBe(false);
  });
});

describe('submit button', () => {
  it('is hidden when card is chosen but the provider is unavailable', () => {
    expect(isSubmitVisible('card', false)).toBe(false);
    expect(isSubmitVisible('card', true)).toBe(true);
    expect(isSubmitVisible('invoice', false)).toBe(true);
    expect(isSubmitVisible(null, false)).toBe(true);
  });
  it('is enabled for invoice unless saving, for card only with a submittable form, never without a choice', () => {
    const blankCard = { ...ready, holderNameValid: false, providerAvailable: false };
    expect(canSubmitPaymentChange('invoice', blankCard)).toBe(true);
    expect(canSubmitPaymentChange('invoice', { ...blankCard, saving: true })).toBe(false);
    expect(canSubmitPaymentChange('card', blankCard)).toBe(false);
    expect(canSubmitPaymentChange('card', ready)).toBe(true);
    expect(canSubmitPaymentChange(null, ready)).toBe(false);
  });
});

describe('payment change done page', () => {
  it('accepts card or invoice as the route param, nothing else', () => {
    expect(paymentChoiceOf('card')).toBe('card');
    expect(paymentChoiceOf('invoice')).toBe('invoice');
    expect(paymentChoiceOf('bank')).toBeUndefined();
  });
  it('invoice says the request was accepted and takes time; card says complete and applies from next month', () => {
    expect(PAYMENT_DONE_TEXTS.invoice.title).toBe('お支払い方法の変更申請を受け付けました');
    expect(PAYMENT_DONE_TEXTS.invoice.body).toBe('請求書払いへの変更の反映にはお時間をいただく場合がございます。');
    expect(PAYMENT_DONE_TEXTS.card.title).toBe('クレジットカードの変更が完了しました');
    expect(PAYMENT_DONE_TEXTS.card.body).toBe('翌月のお支払いから変更後のカードが適用されます。');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isPaymentCardNumberComplete,
  isSecurityCodeComplete,
  parsePaymentCardExpiry,
} from '../../../src/domain/organization/paymentCardForm';

describe('card fields (account-billing-signup §5 and §9)', () => {
  it.each([
    ['1234567890123', false],
    ['12345678901234', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['42424242424242424', false],
    ['4242a24242424242', false],
    ['', false],
  ])('card number %s complete: %s (14 to 16 digits)', (value, complete) => {
    expect(isPaymentCardNumberComplete(value)).toBe(complete);
  });

  it.each([
    ['12', false],
    ['123', true],
    ['1234', true],
    ['12345', false],
    ['12a', false],
  ])('security code %s complete: %s (3 to 4 digits)', (value, complete) => {
    expect(isSecurityCodeComplete(value)).toBe(complete);
  });

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1/2031', { month: 1, year: 2031 }],
    [' 03 / 29 ', { month: 3, year: 2029 }],
    ['00/30', undefined],
    ['13/30', undefined],
    ['12/00', undefined],
    ['12/0000', undefined],
    ['1230', undefined],
  ])('expiry %s reads as %o (month and year not 0)', (value, expected) => {
    expect(parsePaymentCardExpiry(value)).toEqual(expected);
  });
});

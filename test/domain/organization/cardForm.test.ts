import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  toInternationalPhone,
  validatePaymentCardHolderName,
  validatePaymentCardPhone,
} from '../../../src/domain/organization/paymentCardForm';

const REQUIRED = '「カード名義」は必須です。入力してください。';
const FORMAT = '「カード名義」は半角英数字・スペース・ピリオド・ハイフンで2〜45文字で入力してください。';
const PHONE_REQUIRED = '「電話番号」は必須です。入力してください。';
const PHONE_INVALID = '「電話番号」の形式が不正です。';

const HOLDER_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .-';

describe('card holder name: required, then 2 to 45 half-width alphanumerics, spaces, periods, hyphens', () => {
  it('is required', () => {
    expect(validatePaymentCardHolderName('')).toBe(REQUIRED);
    expect(validatePaymentCardHolderName('   ')).toBe(REQUIRED);
    expect(validatePaymentCardHolderName(null)).toBe(REQUIRED);
    expect(validatePaymentCardHolderName(undefined)).toBe(REQUIRED);
  });
  it('accepts names as printed on cards', () => {
    expect(validatePaymentCardHolderName('TARO YAMADA')).toBeUndefined();
    expect(validatePaymentCardHolderName('J. SMITH-JONES')).toBeUndefined();
    expect(validatePaymentCardHolderName('AB')).toBeUndefined();
    expect(validatePaymentCardHolderName('A'.repeat(45))).toBeUndefined();
  });
  it('refuses 1 or 46 characters, full-width letters, kana and other symbols', () => {
    expect(validatePaymentCardHolderName('A')).toBe(FORMAT);
    expect(validatePaymentCardHolderName('A'.repeat(46))).toBe(FORMAT);
    expect(validatePaymentCardHolderName('ＴＡＲＯ')).toBe(FORMAT);
    expect(validatePaymentCardHolderName('山田 太郎')).toBe(FORMAT);
    expect(validatePaymentCardHolderName('TARO_YAMADA')).toBe(FORMAT);
    expect(validatePaymentCardHolderName("O'BRIEN")).toBe(FORMAT);
  });
  it('property: any 2-45 allowed characters with a non-space pass', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.constantFrom(...HOLDER_CHARS), minLength: 2, maxLength: 45 })
          .filter((s) => s.trim() !== ''),
        (name) => validatePaymentCardHolderName(name) === undefined,
      ),
    );
  });
  it('property: any text gets undefined, the required or the format message, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const message = validatePaymentCardHolderName(name);
        const expected = name.trim() === '' ? REQUIRED : /^[A-Za-z0-9 .-]{2,45}$/.test(name) ? undefined : FORMAT;
        expect(message).toBe(expected);
      }),
    );
  });
});

describe('card phone: required, valid, parsed as Japanese by default', () => {
  it('is required', () => {
    expect(validatePaymentCardPhone('')).toBe(PHONE_REQUIRED);
    expect(validatePaymentCardPhone(' ')).toBe(PHONE_REQUIRED);
    expect(validatePaymentCardPhone(null)).toBe(PHONE_REQUIRED);
  });
  it('accepts Japanese mobile, landline and toll-free numbers with or without hyphens, and international form', () => {
    for (const phone of [
      '090-1234-5678',
      '09012345678',
      '03-1234-5678',
      '0120-123-456',
      '+81 90 1234 5678',
      '+1 212 555 0100',
    ]) {
      expect(validatePaymentCardPhone(phone)).toBeUndefined();
    }
  });
  it('refuses numbers that do not parse, are too short or long, or miss a digit', () => {
    for (const phone of ['abc', '12', '0901234567', '090123456789', '+999 1234567']) {
      expect(validatePaymentCardPhone(phone)).toBe(PHONE_INVALID);
    }
  });
  it('property: any text gets undefined or one of the two messages, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/)), (phone) => {
        expect([undefined, PHONE_REQUIRED, PHONE_INVALID]).toContain(validatePaymentCardPhone(phone));
      }),
    );
  });
});

describe('international form sent to the card provider', () => {
  it('turns a Japanese number into E.164', () => {
    expect(toInternationalPhone('090-1234-5678')).toEqual(E.right('+819012345678'));
    expect(toInternationalPhone('03-1234-5678')).toEqual(E.right('+81312345678'));
    expect(toInternationalPhone('+81 90 1234 5678')).toEqual(E.right('+819012345678'));
  });
  it('keeps a number given with another country code in that country', () => {
    expect(toInternationalPhone('+1 212 555 0100')).toEqual(E.right('+12125550100'));
  });
  it('gives the parser error code when the number cannot be parsed', () => {
    expect(toInternationalPhone('abc')).toEqual(E.left('NOT_A_NUMBER'));
    expect(toInternationalPhone('')).toEqual(E.left('NOT_A_NUMBER'));
    expect(toInternationalPhone('+999 1234567')).toEqual(E.left('INVALID_COUNTRY'));
    expect(toInternationalPhone('1')).toEqual(E.left('TOO_SHORT'));
  });
  it('refuses more than 11 digits as TOO_LONG, not counting a leading country code', () => {
    expect(toInternationalPhone('090123456789')).toEqual(E.left('TOO_LONG'));
    expect(toInternationalPhone('09012345678')).toEqual(E.right('+819012345678'));
    expect(toInternationalPhone('+81 9012345678')).toEqual(E.right('+819012345678'));
  });
  it('property: never throws; a Right is always E.164', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.stringMatching(/^\+?[0-9 ()-]{0,25}$/)), (phone) => {
        const result = toInternationalPhone(phone);
        if (E.isRight(result)) expect(result.right).toMatch(/^\+[1-9][0-9]{1,14}$/);
        else expect(['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG']).toContain(result.left);
      }),
    );
  });
});

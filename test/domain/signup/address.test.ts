import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillFromPostal,
  postalDigitsOf,
  validateAddress,
  validateAddressLine,
  validatePrefecture,
  validateStaffName,
  validateTel,
  validateZip,
} from '../../../src/domain/signup/address';
import { PREFECTURES, prefectureOfCode } from '../../../src/domain/signup/prefectures';
import { validateCompanyName, validateDivision, validateUrl } from '../../../src/domain/signup/company';

describe('address rules (account-billing-signup §5), exact messages', () => {
  it('staff name is required', () => {
    expect(validateStaffName('')).toBe('「ご担当者さま氏名」は必須です。入力してください。');
    expect(validateStaffName('  ')).toBe('「ご担当者さま氏名」は必須です。入力してください。');
    expect(validateStaffName('山田 太郎')).toBeUndefined();
  });

  it.each([
    ['', false],
    ['0312345678', true],
    ['09012345678', true],
    ['090123456789', false],
    ['03-1234-5678', false],
    ['０３１２３４５６７８', false],
  ])('tel %s valid: %s (required, numeric, at most 11)', (tel, valid) => {
    expect(validateTel(tel)).toBe(valid ? undefined : '「ご連絡先電話番号」の形式が違います。');
  });

  it('zip: numeric first, then exactly 7 digits', () => {
    expect(validateZip('100-0001')).toBe('「郵便番号」は半角数字で入力してください。');
    expect(validateZip('１０００００１')).toBe('「郵便番号」は半角数字で入力してください。');
    expect(validateZip('100001')).toBe('「郵便番号」は7桁で入力してください。');
    expect(validateZip('10000011')).toBe('「郵便番号」は7桁で入力してください。');
    expect(validateZip('')).toBe('「郵便番号」は7桁で入力してください。');
    expect(validateZip('1000001')).toBeUndefined();
  });

  it('prefecture is one of the 47 (each at most 4 characters), address is required', () => {
    expect(PREFECTURES.every((p) => validatePrefecture(p) === undefined && p.length <= 4)).toBe(true);
    expect(validatePrefecture('')).toBe('「都道府県」を選択してください。');
    expect(validatePrefecture('東京')).toBe('「都道府県」の値が正しくありません。');
    expect(validateAddressLine('')).toBe('「住所」は必須です。入力してください。');
  });

  it('a whole address reports every field', () => {
    expect(validateAddress({ staffName: '', tel: 'x', zip: '1', prefecture: '', address: '' })).toEqual({
      staffName: '「ご担当者さま氏名」は必須です。入力してください。',
      tel: '「ご連絡先電話番号」の形式が違います。',
      zip: '「郵便番号」は7桁で入力してください。',
      prefecture: '「都道府県」を選択してください。',
      address: '「住所」は必須です。入力してください。',
    });
  });
});

describe('prefectures in code order', () => {
  it('has 47, code 1 Hokkaido, 13 Tokyo, 47 Okinawa', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(prefectureOfCode(1)).toBe('北海道');
    expect(prefectureOfCode(13)).toBe('東京都');
    expect(prefectureOfCode(27)).toBe('大阪府');
    expect(prefectureOfCode(47)).toBe('沖縄県');
    expect(prefectureOfCode(48)).toBeUndefined();
  });
});

describe('postal lookup input (account-billing-signup §5): at least 7 digits, non-digits ignored', () => {
  it.each([
    ['100-0001', '1000001'],
    ['〒100 0001', '1000001'],
    ['100001', undefined],
    ['', undefined],
    ['1000001', '1000001'],
  ])('%s → %s', (typed, zip) => {
    expect(postalDigitsOf(typed)).toBe(zip);
  });
  it('any text with 7 or more digits gives its first 7 digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\d{7}$/), (noise, digits) => {
        const typed = `${noise.replace(/\d/g, '')}${digits}`;
        expect(postalDigitsOf(typed)).toBe(digits);
      }),
    );
  });
  it('fills the prefecture and city plus area, keeping the rest of the form', () => {
    const filled = fillFromPostal(
      { staffName: '山田', tel: '0312345678', zip: '1000001', prefecture: '', address: '' },
      { prefecture: '東京都', city: '千代田区', area: '千代田', street: '' },
    );
    expect(filled).toEqual({
      staffName: '山田',
      tel: '0312345678',
      zip: '1000001',
      prefecture: '東京都',
      address: '千代田区千代田',
    });
  });
});

describe('company rules (account-billing-signup §5)', () => {
  it('name is required, at most 250', () => {
    expect(validateCompanyName('')).toBe('「会社名」は必須です。入力してください。');
    expect(validateCompanyName('あ'.repeat(250))).toBeUndefined();
    expect(validateCompanyName('あ'.repeat(251))).toBe('「会社名」は250文字以内で入力してください。');
    expect(validateDivision('あ'.repeat(251))).toBe('「部署名」は250文字以内で入力してください。');
  });
  it('url is optional, a valid URL, at most 250', () => {
    expect(validateUrl('')).toBeUndefined();
    expect(validateUrl('https://example.jp/')).toBeUndefined();
    expect(validateUrl('example')).toBe('「URL」の形式が違います。');
    expect(validateUrl('ftp://example.jp')).toBe('「URL」の形式が違います。');
    expect(validateUrl(`https://example.jp/${'a'.repeat(240)}`)).toBe('「URL」は250文字以内で入力してください。');
  });
});

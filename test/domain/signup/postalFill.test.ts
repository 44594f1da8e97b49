import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, fillFromPostal } from '../../../src/domain/signup/address';

describe('the postal fill (account-billing-signup §2: "fills prefecture and city plus area")', () => {
  it("a business code's street is not filled: prefecture, then city plus area only", () => {
    // 0018501 in the shipped data (Japan Post's business codes): [1, 札幌市北区, 北二十九条西, ２丁目１番１号]
    const filled = fillFromPostal(
      { ...EMPTY_ADDRESS, zip: '0018501' },
      { prefecture: '北海道', city: '札幌市北区', area: '北二十九条西', street: '２丁目１番１号' },
    );
    expect(filled).toEqual({
      ...EMPTY_ADDRESS,
      zip: '0018501',
      prefecture: '北海道',
      address: '札幌市北区北二十九条西',
    });
  });
});

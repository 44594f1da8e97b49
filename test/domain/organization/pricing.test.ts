import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTHLY_PRICES, taxOf } from '../../../src/domain/organization/pricing';
import { PAYMENT_CHANGE_TEXTS } from '../../../src/domain/organization/messages';

describe('tax = floor(rate × subtotal)', () => {
  it('gives the spec’s prices with tax at 10%', () => {
    const withTax = (price: number) => price + taxOf(0.1, price);
    expect(withTax(MONTHLY_PRICES.console)).toBe(4950);
    expect(withTax(MONTHLY_PRICES.basic)).toBe(1540);
    expect(withTax(MONTHLY_PRICES.pro)).toBe(3080);
    expect(withTax(MONTHLY_PRICES.lock)).toBe(1100);
    expect(withTax(MONTHLY_PRICES.lockBuiltIn)).toBe(2640);
    expect(withTax(MONTHLY_PRICES.pad)).toBe(1100);
  });
  it('rounds down fractions of a yen', () => {
    expect(taxOf(0.1, 1999)).toBe(199);
    expect(taxOf(0.08, 1001)).toBe(80);
    expect(taxOf(0.29, 100)).toBe(29);
    expect(taxOf(0, 4500)).toBe(0);
  });
  it('property: at 10% the tax of an integer subtotal is floor(subtotal / 10)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        (subtotal) => taxOf(0.1, subtotal) === Math.floor(subtotal / 10),
      ),
    );
  });
});

describe('monthly prices before tax', () => {
  it('console 4500, Basic 1400, Pro 2800, lock 1000, lock R 2400, pad 1000', () => {
    expect(MONTHLY_PRICES).toEqual({ console: 4500, basic: 1400, pro: 2800, lock: 1000, lockBuiltIn: 2400, pad: 1000 });
  });
  it('the invoice explanation states the 3,000,000 yen monthly limit', () => {
    expect(PAYMENT_CHANGE_TEXTS.invoiceExplanation).toContain('ご利用上限額は月額3,000,000円です。');
  });
});

describe('the invoice explanation', () => {
  it('gives one issue day, the 3rd business day of the next month, and never the other reading', () => {
    const issueLines = PAYMENT_CHANGE_TEXTS.invoiceExplanation.filter((line) => line.includes('営業日'));
    expect(issueLines).toEqual(['請求書はご利用月の翌月第3営業日に発行し、郵送いたします。']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatTaxRate, taxBreakdownOf } from '../../../src/domain/organization/invoiceStatement';
import { INVOICE_ISSUERS, issuerOf } from '../../../src/domain/organization/issuers';

describe('invoice statement tax breakdown', () => {
  it('the 10% rows carry the subtotal and tax, the 8% rows are always 0 yen', () => {
    expect(taxBreakdownOf({ taxExclusivePrice: 12400, taxOnlyPrice: 1240 })).toEqual({
      standard: { rate: 10, base: 12400, tax: 1240 },
      reduced: { rate: 8, base: 0, tax: 0 },
    });
  });
  it('shows a tax rate in percent', () => {
    expect(formatTaxRate(10)).toBe('10%');
  });
});

describe('invoice issuer: before 1 April 2024 the first, before 1 April 2025 the second, otherwise the third', () => {
  const [first, second, third] = [
    INVOICE_ISSUERS.untilMarch2024,
    INVOICE_ISSUERS.untilMarch2025,
    INVOICE_ISSUERS.fromApril2025,
  ];
  it.each([
    ['2023-01-15', first],
    ['2024-03-31', first],
    ['2024-04-01', second],
    ['2025-03-31', second],
    ['2025-04-01', third],
    ['2026-11-01', third],
  ])('%s', (date, issuer) => {
    expect(issuerOf(date)).toEqual(issuer);
  });
  it('compares in Japan time: 2024-03-31T15:00Z is 1 April in Japan, 14:59Z still 31 March', () => {
    expect(issuerOf('2024-03-31T15:00:00Z')).toEqual(second);
    expect(issuerOf('2024-03-31T14:59:59Z')).toEqual(first);
    expect(issuerOf('2025-03-31T23:59:59+09:00')).toEqual(second);
    expect(issuerOf('2025-04-01T00:00:00+09:00')).toEqual(third);
  });
  it('gives every issuer a name, an address and a registration number of T and 13 digits', () => {
    for (const issuer of Object.values(INVOICE_ISSUERS)) {
      expect(issuer.name).not.toBe('');
      expect(issuer.address).toMatch(/^〒\d{3}-\d{4} 東京都/);
      expect(issuer.registrationNumber).toMatch(/^T\d{13}$/);
    }
    expect(new Set(Object.values(INVOICE_ISSUERS).map((i) => i.registrationNumber)).size).toBe(3);
  });
  it('a date that does not parse gets the current issuer', () => {
    expect(issuerOf('not a date')).toEqual(third);
  });
});

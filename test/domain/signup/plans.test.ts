import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countsOf,
  feeTableOf,
  needsInstallation,
  padLimitOf,
  validateQuantities,
  validateQuantity,
  type Counts,
} from '../../../src/domain/signup/plans';

const Q = { basic: '1', pro: '0', lock: '0', lockBuiltIn: '0', pad: '0' };

describe('plan quantities (account-billing-signup §5), exact messages', () => {
  it.each([
    ['1.5', '小数点を含めないでください。'],
    ['１', '半角数字で入力してください。'],
    ['abc', '数値で入力してください。'],
    ['-1', '数値で入力してください。'],
    ['', '数値で入力してください。'],
    ['1000', '3桁までで入力してください。'],
    ['999', undefined],
    ['0', undefined],
  ])('%s → %s', (typed, message) => {
    expect(validateQuantity(typed)).toBe(message);
  });

  it('needs at least one plan', () => {
    expect(validateQuantities({ ...Q, basic: '0' }).basic).toBe(
      'ベーシックプランまたはプロプランを1つ以上お申し込みください。',
    );
  });

  it('pads: at most 2 per Basic and 1 per Pro, enforced with a message', () => {
    expect(padLimitOf({ basic: 2, pro: 3 })).toBe(7);
    expect(validateQuantities({ ...Q, basic: '2', pro: '3', pad: '7' }).pad).toBeUndefined();
    expect(validateQuantities({ ...Q, basic: '2', pro: '3', pad: '8' }).pad).toBe(
      'パッドはベーシックプラン1つにつき2台、プロプラン1つにつき1台までお申し込みいただけます。',
    );
    expect(validateQuantities({ ...Q, basic: '0', pro: '1', pad: '2' }).pad).toBe(
      'パッドはベーシックプラン1つにつき2台、プロプラン1つにつき1台までお申し込みいただけます。',
    );
  });

  it('lock options: one per plan, either kind', () => {
    expect(validateQuantities({ ...Q, basic: '1', pro: '1', lock: '1', lockBuiltIn: '1' }).lock).toBeUndefined();
    expect(validateQuantities({ ...Q, basic: '1', pro: '1', lock: '2', lockBuiltIn: '1' }).lock).toBe(
      'ロックのオプションはプラン1つにつき1台まで追加できます。',
    );
  });

  it('installation dates are asked for with one Pro or more', () => {
    expect(needsInstallation(countsOf({ ...Q, pro: '1' }))).toBe(true);
    expect(needsInstallation(countsOf({ ...Q, pro: '0' }))).toBe(false);
  });
});

describe('fee table (account-billing-signup §9)', () => {
  it('prices each line, then floor(rate × subtotal)', () => {
    const table = feeTableOf({ basic: 2, pro: 1, lock: 1, lockBuiltIn: 1, pad: 3 }, 0.1);
    expect(table.lines.map((l) => [l.name, l.price, l.quantity, l.amount])).toEqual([
      ['console', 4500, 1, 4500],
      ['basic', 1400, 2, 2800],
      ['pro', 2800, 1, 2800],
      ['qriolock', 1000, 1, 1000],
      ['qriolock_built_in', 2400, 1, 2400],
      ['qriopad', 1000, 3, 3000],
    ]);
    expect(table.subtotal).toBe(16500);
    expect(table.tax).toBe(1650);
    expect(table.total).toBe(18150);
  });

  it('the account-billing-signup §9 prices with tax: 4,950 / 1,540 / 3,080 / 1,100 / 2,640 / 1,100', () => {
    const withTax = (c: Partial<Counts>) =>
      feeTableOf({ basic: 0, pro: 0, lock: 0, lockBuiltIn: 0, pad: 0, ...c }, 0.1).total - 4950;
    expect(feeTableOf({ basic: 0, pro: 0, lock: 0, lockBuiltIn: 0, pad: 0 }, 0.1).total).toBe(4950);
    expect(withTax({ basic: 1 })).toBe(1540);
    expect(withTax({ pro: 1 })).toBe(3080);
    expect(withTax({ lock: 1 })).toBe(1100);
    expect(withTax({ lockBuiltIn: 1 })).toBe(2640);
    expect(withTax({ pad: 1 })).toBe(1100);
  });

  it('rounds the tax down: 0.08 × 4,500 + … never rounds up', () => {
    expect(feeTableOf({ basic: 1, pro: 0, lock: 0, lockBuiltIn: 0, pad: 0 }, 0.08).tax).toBe(Math.floor(0.08 * 5900));
    expect(feeTableOf({ basic: 0, pro: 0, lock: 0, lockBuiltIn: 0, pad: 0 }, 0.075).tax).toBe(337);
  });

  it('for any quantities and rate, tax = floor(rate × subtotal) and total = subtotal + tax', () => {
    const quantity = fc.integer({ min: 0, max: 999 });
    fc.assert(
      fc.property(
        quantity,
        quantity,
        quantity,
        quantity,
        quantity,
        fc.integer({ min: 0, max: 2500 }),
        (basic, pro, lock, lockBuiltIn, pad, basisPoints) => {
          const rate = basisPoints / 10_000;
          const table = feeTableOf({ basic, pro, lock, lockBuiltIn, pad }, rate);
          const subtotal = 4500 + 1400 * basic + 2800 * pro + 1000 * lock + 2400 * lockBuiltIn + 1000 * pad;
          expect(table.subtotal).toBe(subtotal);
          // exact integer arithmetic in basis points: floor(bp × subtotal / 10000)
          expect(table.tax).toBe(Math.floor((basisPoints * subtotal) / 10_000));
          expect(table.total).toBe(subtotal + table.tax);
        },
      ),
      { numRuns: 500 },
    );
  });
});

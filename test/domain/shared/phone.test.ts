import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/domain/shared/phone';

describe('formatPhone', () => {
  it.each([
    ['0312345678', '03-1234-5678'],
    ['03-1234-5678', '03-1234-5678'],
    ['09012345678', '090-1234-5678'],
    ['+819012345678', '090-1234-5678'],
    ['0120123456', '0120-123-456'],
    ['0664001234', '06-6400-1234'],
    ['0112345678', '011-234-5678'],
    [' 0312345678 ', '03-1234-5678'],
  ])('shows %s as %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('shows a foreign number in international form', () => {
    expect(formatPhone('+14155552671')).toBe('+1 415 555 2671');
  });

  it('leaves what it cannot read as it came, and empty as empty', () => {
    expect(formatPhone('内線123')).toBe('内線123');
    expect(formatPhone('0312')).toBe('0312');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

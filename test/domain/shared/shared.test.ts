import { describe, expect, it } from 'vitest';
import { formatJapaneseDate, formatJapaneseDateTime, formatPaddedDateTime } from '../../../src/domain/shared/dates';
import { formatYen } from '../../../src/domain/shared/money';
import { totalPages } from '../../../src/domain/shared/paging';
import { firstError, maxLength, required } from '../../../src/domain/shared/validation';

describe('Japanese dates', () => {
  it('shows year, month, day and weekday in Japan time', () => {
    expect(formatJapaneseDate('2026-11-21T15:30:00Z')).toBe('2026年11月22日(日)');
    expect(formatJapaneseDateTime('2026-11-21T05:05:00Z')).toBe('2026年11月21日(土) 14:05');
  });
  it('pads the card list form', () => {
    expect(formatPaddedDateTime('2026-01-02T00:04:00+09:00')).toBe('2026年01月02日 00:04');
  });
});

describe('money', () => {
  it('shows yen with thousands separators', () => {
    expect(formatYen(1234567)).toBe('1,234,567円');
    expect(formatYen(0)).toBe('0円');
  });
});

describe('paging', () => {
  it('total pages is ceil(total / page size)', () => {
    expect(totalPages(31, 30)).toBe(2);
    expect(totalPages(30, 30)).toBe(1);
    expect(totalPages(0, 30)).toBe(0);
  });
});

describe('validation', () => {
  it('returns the first failing rule message', () => {
    const name = firstError(
      required('名前を入力してください。'),
      maxLength(20, '名前は20文字以内で入力してください。'),
    );
    expect(name('')).toBe('名前を入力してください。');
    expect(name('あ'.repeat(21))).toBe('名前は20文字以内で入力してください。');
    expect(name('あ'.repeat(20))).toBeUndefined();
  });
});

import {
  canCreateGuest,
  canInviteManager,
  pinLimitOf,
  planAllows,
  type PlanFunctions,
} from '../../../src/domain/shared/plan';
import { planWith } from '../../support/plan';

const plan = (over: Partial<PlanFunctions> = {}): PlanFunctions =>
  planWith({ maximumManagerCount: 10, maximumPinCount: 100, remainingGuestCount: 1, ...over });

describe('plan gates', () => {
  it('allows a function only when the plan has it on', () => {
    expect(planAllows(plan({ displayTimecard: false }), 'displayTimecard')).toBe(false);
    expect(planAllows(plan(), 'displayTimecard')).toBe(true);
  });
  it('blocks inviting a manager when remainingManagerCount is below 1', () => {
    expect(canInviteManager(plan({ remainingManagerCount: 0 }))).toBe(false);
    expect(canInviteManager(plan({ remainingManagerCount: 1 }))).toBe(true);
  });
  it('needs remainingGuestCount of at least 1 to create a guest', () => {
    expect(canCreateGuest(plan({ remainingGuestCount: 0 }))).toBe(false);
  });
  it('caps PINs at the smaller of the plan maximum and 50', () => {
    expect(pinLimitOf(plan({ maximumPinCount: 100 }))).toBe(50);
    expect(pinLimitOf(plan({ maximumPinCount: 30 }))).toBe(30);
  });
});

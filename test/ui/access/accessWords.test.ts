import { describe, expect, it } from 'vitest';
import { guestAccessAt } from '../../../src/domain/access/guestAccess';
import { lockAccessAt } from '../../../src/domain/access/lockAccess';
import { guestAccessSummary, lockAccessHeadline } from '../../../src/ui/access/accessWords';
import { GUEST_READING } from '../../domain/access/guestAccessFixtures';
import { EIGHT_PM, LOCK_ACCESS, TEN } from '../../domain/access/lockAccessFixtures';

describe('the totals line of この扉を開けられる人', () => {
  it('at the reading’s moment says 今 with that time', () => {
    expect(lockAccessHeadline(lockAccessAt(LOCK_ACCESS, TEN).totals, TEN, true)).toBe(
      '今（11月25日 10:00 時点）この扉を開けられる：利用者 3人・PIN 3件・カード 1枚',
    );
  });

  it('at a moment the manager set writes the moment out', () => {
    expect(lockAccessHeadline(lockAccessAt(LOCK_ACCESS, EIGHT_PM).totals, EIGHT_PM, false)).toBe(
      '2026/11/25 20:00 にこの扉を開けられる：利用者 2人・PIN 2件・カード 1枚',
    );
  });
});

describe('the totals line of この人が開けられる扉', () => {
  it('says 今 with the reading’s time, or the moment written out', () => {
    const ten = new Date('2026-11-25T10:00:00+09:00');
    const eight = new Date('2026-11-25T20:00:00+09:00');
    expect(guestAccessSummary(guestAccessAt(GUEST_READING, ten).openDoorCount, ten, true)).toBe(
      '今（11月25日 10:00 時点）この人が開けられる扉：3か所',
    );
    expect(guestAccessSummary(guestAccessAt(GUEST_READING, eight).openDoorCount, eight, false)).toBe(
      '2026/11/25 20:00 にこの人が開けられる扉：2か所',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeInviteEmail, validateInviteEmail } from '../../../src/domain/managers/invitation';
import { canInvite, isOwnRecord, MANAGER_PAGE_SIZE } from '../../../src/domain/managers/manager';
import type { PlanFunctions } from '../../../src/domain/shared/plan';
import { planWith } from '../../support/plan';

const plan = (remainingManagerCount: number): PlanFunctions =>
  planWith({ remainingManagerCount, maximumGuestCount: 10, remainingGuestCount: 3 });

describe('invite e-mail (devices-access §5: required, valid format, trimmed)', () => {
  it('is required, blank counts as missing', () => {
    expect(validateInviteEmail('')).toBe('メールアドレスを入力してください。');
    expect(validateInviteEmail(' \u3000\t')).toBe('メールアドレスを入力してください。');
    expect(validateInviteEmail(undefined)).toBe('メールアドレスを入力してください。');
  });
  it('must be a valid address', () => {
    expect(validateInviteEmail('taro@example')).toBe('メールアドレスの形式が正しくありません。');
    expect(validateInviteEmail('taro example.jp')).toBe('メールアドレスの形式が正しくありません。');
    expect(validateInviteEmail('taro@@example.jp')).toBe('メールアドレスの形式が正しくありません。');
    expect(validateInviteEmail('taro@example.jp')).toBeUndefined();
  });
  it('surrounding spaces, half- and full-width, are trimmed before the check and the call', () => {
    expect(validateInviteEmail('  taro@example.jp\u3000')).toBeUndefined();
    expect(normalizeInviteEmail('  taro@example.jp\u3000\n')).toBe('taro@example.jp');
  });
  it('any text with a space inside, once trimmed, is rejected with the format message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        const value = `${a.trim() || 'a'} ${b.trim() || 'b'}@example.jp`;
        expect(validateInviteEmail(value)).toBe('メールアドレスの形式が正しくありません。');
      }),
    );
  });
  it('free text gets exactly one of the two messages or passes, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect([undefined, 'メールアドレスを入力してください。', 'メールアドレスの形式が正しくありません。']).toContain(
          validateInviteEmail(value),
        );
        expect(validateInviteEmail(value)).toBe(validateInviteEmail(` ${value} `));
      }),
    );
  });
});

describe('own record (devices-access §6)', () => {
  it('a manager cannot remove themselves, others they can', () => {
    expect(isOwnRecord({ id: 1 }, 1)).toBe(true);
    expect(isOwnRecord({ id: 2 }, 1)).toBe(false);
  });
  it('with no signed-in manager known, nobody is "own"', () => {
    expect(isOwnRecord({ id: 1 }, null)).toBe(false);
  });
});

describe('manager slots (devices-access §6)', () => {
  it('inviting is blocked when remainingManagerCount is below 1', () => {
    expect(canInvite(plan(0))).toBe(false);
    expect(canInvite(plan(-1))).toBe(false);
    expect(canInvite(plan(1))).toBe(true);
  });
  it('managers are listed 100 a page', () => {
    expect(MANAGER_PAGE_SIZE).toBe(100);
  });
});

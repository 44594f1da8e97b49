import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictingPin, freeRandomPin } from '../../../src/domain/pins/conflict';
import { canAddPin, isPinExpired, pinCapOf, pinCountLabel, type Pin } from '../../../src/domain/pins/pin';
import { validatePinCode, validatePinFields, validatePinName } from '../../../src/domain/pins/validation';
import type { PlanFunctions } from '../../../src/domain/shared/plan';
import { planWith } from '../../support/plan';

const plan = (maximumPinCount: number): PlanFunctions => planWith({ maximumPinCount });
const pin = (id: number, code: string, status: string | null = null): Pin => ({
  id,
  name: `P${id}`,
  pin: code,
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: status,
});

describe('PIN name', () => {
  it("is required and at most 30 characters, with the spec's one message", () => {
    expect(validatePinName('')).toBe('「名前」は30文字以内で入力してください。');
    expect(validatePinName('あ'.repeat(31))).toBe('「名前」は30文字以内で入力してください。');
    expect(validatePinName('𠮷'.repeat(30))).toBeUndefined();
  });
  it('property: any name of 1 to 30 non-blank characters passes', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
          .filter((s) => s.trim() !== '' && Array.from(s).length <= 30),
        (name) => validatePinName(name) === undefined,
      ),
    );
  });
});

describe('PIN', () => {
  it('non-digits give 数値で入力', () => {
    expect(validatePinCode('12a4')).toBe('数値で入力');
    expect(validatePinCode('１２３４')).toBe('数値で入力');
    expect(validatePinCode('-123')).toBe('数値で入力');
  });
  it('is required, 4 to 8 digits', () => {
    expect(validatePinCode('')).toBe('「暗証番号」を入力してください。');
    expect(validatePinCode('123')).toBe('「暗証番号」は4桁以上8桁以下で入力してください。');
    expect(validatePinCode('1234')).toBeUndefined();
    expect(validatePinCode('12345678')).toBeUndefined();
    expect(validatePinCode('123456789')).toBe('「暗証番号」は4桁以上8桁以下で入力してください。');
  });
  it('property: free text passes exactly when it is 4 to 8 ASCII digits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        (text) => (validatePinCode(text) === undefined) === /^[0-9]{4,8}$/.test(text.trim()),
      ),
    );
  });
  it('the whole form reports both fields', () => {
    expect(validatePinFields({ name: '', pin: 'abcd' })).toEqual({
      name: '「名前」は30文字以内で入力してください。',
      pin: '数値で入力',
    });
  });
});

describe('PIN cap and expiry', () => {
  it('the cap is min(maximumPinCount, 50)', () => {
    expect(pinCapOf(plan(10))).toBe(10);
    expect(pinCapOf(plan(50))).toBe(50);
    expect(pinCapOf(plan(200))).toBe(50);
  });
  it('the limit counts registered PINs (devices-access §8: 50 registered, or the plan maximum): 49 fits, 50 does not', () => {
    expect(canAddPin(49, 50)).toBe(true);
    expect(canAddPin(50, 50)).toBe(false);
    expect(pinCountLabel(12, 50)).toBe('12 / 50');
  });
  it('a PIN is expired when time_till is earlier than now', () => {
    const now = new Date('2026-11-21T01:00:00Z');
    expect(isPinExpired({ timeTill: '2026-11-21T09:59:00+09:00' }, now)).toBe(true);
    expect(isPinExpired({ timeTill: '2026-11-21T10:00:00+09:00' }, now)).toBe(false);
    expect(isPinExpired({ timeTill: null }, now)).toBe(false);
  });
});

describe('★ PIN conflict on one keypad', () => {
  const onKeypad = [pin(1, '1234'), pin(2, '5678', 'in_progress'), pin(3, '9999', 'failed')];
  it('a code used by a registered or registering PIN is a conflict, naming that PIN', () => {
    expect(conflictingPin('1234', onKeypad)?.name).toBe('P1');
    expect(conflictingPin(' 5678 ', onKeypad)?.name).toBe('P2');
  });
  it('a failed job is not on the keypad and does not conflict', () => {
    expect(conflictingPin('9999', onKeypad)).toBeUndefined();
    expect(conflictingPin('4321', onKeypad)).toBeUndefined();
  });
  it('a random PIN has the chosen length and is free', () => {
    const taken = Array.from({ length: 9990 }, (_, i) => pin(i, String(i).padStart(4, '0')));
    const free = freeRandomPin(4, taken, () => 0.1);
    expect(free).toMatch(/^99(9[0-9])$/);
    expect(
      freeRandomPin(
        4,
        Array.from({ length: 10000 }, (_, i) => pin(i, String(i).padStart(4, '0'))),
        Math.random,
      ),
    ).toBeUndefined();
  });
  it('property: for any length and any taken codes, the random PIN is that long, digits only, and unused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 8 }),
        fc.array(fc.stringMatching(/^[0-9]{4,8}$/), { maxLength: 50 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (length, codes, r) => {
          const existing = codes.map((c, i) => pin(i, c));
          const free = freeRandomPin(length, existing, () => r);
          return (
            free !== undefined &&
            free.length === length &&
            /^[0-9]+$/.test(free) &&
            conflictingPin(free, existing) === undefined
          );
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLockName } from '../../../src/domain/locks/lockName';

const REQUIRED = '「ロック名」は必須です。入力してください。';
const TOO_LONG = '「ロック名」は最大30文字です。';

describe('lock name: required, max 30 (devices-access §5)', () => {
  it('asks for a name when empty or blank', () => {
    expect(validateLockName('')).toBe(REQUIRED);
    expect(validateLockName('   ')).toBe(REQUIRED);
    expect(validateLockName(null)).toBe(REQUIRED);
    expect(validateLockName(undefined)).toBe(REQUIRED);
  });
  it('accepts exactly 30 characters and refuses 31', () => {
    expect(validateLockName('あ'.repeat(30))).toBeUndefined();
    expect(validateLockName('あ'.repeat(31))).toBe(TOO_LONG);
  });
  it('counts an emoji or rare kanji (surrogate pair) as one character', () => {
    expect(validateLockName('𠮷'.repeat(30))).toBeUndefined();
  });
  it('property: no input throws, and every result is one of the two messages or undefined', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined }), (name) => {
        expect([undefined, REQUIRED, TOO_LONG]).toContain(validateLockName(name));
      }),
    );
  });
  it('property: more than 30 characters always gives the max message, blank or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 31, maxLength: 80 }),
          fc.string({ unit: fc.constantFrom(' ', '\u3000', '\n', 'あ', '𠮷'), minLength: 31, maxLength: 80 }),
        ),
        (name) => {
          expect(validateLockName(name)).toBe(TOO_LONG);
        },
      ),
    );
  });
  it('property: 1 to 30 non-blank characters always pass', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
        (name) => {
          expect(validateLockName(name)).toBeUndefined();
        },
      ),
    );
  });
});

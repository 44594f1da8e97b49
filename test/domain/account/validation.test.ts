import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateEmail,
  validateManagerName,
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordFormat,
} from '../../../src/domain/account/validation';

const RUNS = { numRuns: 1000 };
const chars = (s: string): string[] => Array.from(s);
const LOWER = chars('abcdefghijklmnopqrstuvwxyz');
const UPPER = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const DIGIT = chars('0123456789');
/** Half-width letters, digits and symbols: printable ASCII without the space. */
const HALF_WIDTH = Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i));
const SYMBOLS = HALF_WIDTH.filter((c) => !/[A-Za-z0-9]/.test(c));
const from = (set: readonly string[], min: number, max?: number) =>
  fc
    .array(fc.constantFrom(...set), { minLength: min, ...(max === undefined ? {} : { maxLength: max }) })
    .map((a) => a.join(''));
const shuffled = (parts: fc.Arbitrary<readonly string[]>) =>
  parts.chain((p) => fc.shuffledSubarray([...p], { minLength: p.length, maxLength: p.length })).map((a) => a.join(''));
/** Whitespace that String.prototype.trim removes, including the full-width space. */
const blank = from([' ', '\t', '\n', '\u3000'], 0, 10);
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());

const NAME_REQUIRED = '名前を入力してください。';
const NAME_TOO_LONG = '名前は20文字以内で入力してください。';
const PASSWORD_REQUIRED = 'パスワードを入力してください。';
const PASSWORD_FORMAT = '半角英数、大小文字を含む8文字以上で設定ください。';
const MISMATCH = 'パスワードが一致しません。';
const EMAIL_REQUIRED = 'メールアドレスを入力してください。';
const EMAIL_FORMAT = 'メールアドレスの形式が正しくありません。';

describe('manager name: required, at most 20 characters', () => {
  it('an empty or blank name gets 名前を入力してください。', () => {
    expect(validateManagerName('')).toBe(NAME_REQUIRED);
    expect(validateManagerName(undefined)).toBe(NAME_REQUIRED);
    expect(validateManagerName('\u3000 ')).toBe(NAME_REQUIRED);
  });
  it('20 characters pass and 21 get 名前は20文字以内で入力してください。 (a surrogate pair counts once)', () => {
    expect(validateManagerName('山'.repeat(20))).toBeUndefined();
    expect(validateManagerName('𠮷'.repeat(20))).toBeUndefined();
    expect(validateManagerName('山'.repeat(21))).toBe(NAME_TOO_LONG);
  });
  it('property: any non-blank name longer than 20 characters gets the max message', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 21, maxLength: 60 }).filter((s) => s.trim() !== ''),
        (name) => {
          expect(validateManagerName(name)).toBe(NAME_TOO_LONG);
        },
      ),
      RUNS,
    );
  });
  it('property: any non-blank name of 1 to 20 characters passes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        (name) => {
          expect(validateManagerName(name)).toBeUndefined();
        },
      ),
      RUNS,
    );
  });
  it('property: no input throws and the answer is one of the spec messages', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, blank), (name) => {
        expect([undefined, NAME_REQUIRED, NAME_TOO_LONG]).toContain(validateManagerName(name));
      }),
      RUNS,
    );
  });
});

describe('password: required; 8+ half-width letters, digits, symbols with lower, upper and digit', () => {
  it('an empty password gets パスワードを入力してください。 and the format rule alone lets it pass', () => {
    expect(validatePassword('')).toBe(PASSWORD_REQUIRED);
    expect(validatePassword(null)).toBe(PASSWORD_REQUIRED);
    expect(validatePasswordFormat('')).toBeUndefined();
  });
  it('examples at the edges of the format rule', () => {
    expect(validatePassword('Passw0rd')).toBeUndefined();
    expect(validatePassword('Pa$$w0rd!~')).toBeUndefined();
    expect(validatePassword('Passw0r')).toBe(PASSWORD_FORMAT);
    expect(validatePassword('password1')).toBe(PASSWORD_FORMAT);
    expect(validatePassword('PASSWORD1')).toBe(PASSWORD_FORMAT);
    expect(validatePassword('Password')).toBe(PASSWORD_FORMAT);
    expect(validatePassword('Pass w0rd')).toBe(PASSWORD_FORMAT);
    expect(validatePassword('Ｐassw0rd')).toBe(PASSWORD_FORMAT);
    expect(validatePassword('Passw0rdあ')).toBe(PASSWORD_FORMAT);
  });
  it('property: any string of 8+ half-width characters mixing lower, upper and digit passes', () => {
    const parts = fc
      .tuple(
        fc.constantFrom(...LOWER),
        fc.constantFrom(...UPPER),
        fc.constantFrom(...DIGIT),
        fc.array(fc.constantFrom(...HALF_WIDTH), { minLength: 5, maxLength: 40 }),
      )
      .map(([l, u, d, rest]) => [l, u, d, ...rest]);
    fc.assert(
      fc.property(shuffled(parts), (password) => {
        expect(validatePassword(password)).toBeUndefined();
      }),
      RUNS,
    );
  });
  it('property: fewer than 8 characters gets the format message even with all classes', () => {
    const parts = fc
      .tuple(
        fc.constantFrom(...LOWER),
        fc.constantFrom(...UPPER),
        fc.constantFrom(...DIGIT),
        fc.array(fc.constantFrom(...HALF_WIDTH), { maxLength: 4 }),
      )
      .map(([l, u, d, rest]) => [l, u, d, ...rest]);
    fc.assert(
      fc.property(shuffled(parts), (password) => {
        expect(validatePassword(password)).toBe(PASSWORD_FORMAT);
      }),
      RUNS,
    );
  });
  it('property: a half-width string missing lowercase, uppercase or a digit gets the format message', () => {
    const without = (exclude: readonly string[]) =>
      from(
        HALF_WIDTH.filter((c) => !exclude.includes(c)),
        8,
        30,
      );
    fc.assert(
      fc.property(fc.oneof(without(LOWER), without(UPPER), without(DIGIT), from(SYMBOLS, 8, 30)), (password) => {
        expect(validatePassword(password)).toBe(PASSWORD_FORMAT);
      }),
      RUNS,
    );
  });
  it('property: any non-blank string with a character outside half-width letters, digits, symbols gets the format message', () => {
    const outside = fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }).filter((s) => /[^!-~]/.test(s));
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), outside, fc.string({ unit: 'binary-ascii' }), (a, b, c) => {
        const password = `Aa1${a}${b}${c}xyzXYZ9`;
        expect(validatePassword(password)).toBe(PASSWORD_FORMAT);
      }),
      RUNS,
    );
  });
  it('property: a blank password gets the required message; no input throws; every answer is a spec message', () => {
    fc.assert(
      fc.property(blank, (password) => {
        expect(validatePassword(password)).toBe(PASSWORD_REQUIRED);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(anyText, blank, from(HALF_WIDTH, 0, 20)), (password) => {
        expect([undefined, PASSWORD_REQUIRED, PASSWORD_FORMAT]).toContain(validatePassword(password));
      }),
      RUNS,
    );
  });
});

describe('password confirmation: required and equal to the password', () => {
  it('an empty confirmation gets パスワードを入力してください。 and a different one パスワードが一致しません。', () => {
    expect(validatePasswordConfirmation('Passw0rd')('')).toBe(PASSWORD_REQUIRED);
    expect(validatePasswordConfirmation('Passw0rd')('Passw0rD')).toBe(MISMATCH);
    expect(validatePasswordConfirmation(undefined)('Passw0rd')).toBe(MISMATCH);
    expect(validatePasswordConfirmation('Passw0rd')('Passw0rd')).toBeUndefined();
  });
  it('property: a non-blank confirmation passes exactly when it equals the password', () => {
    const nonBlank = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(fc.string(), nonBlank, fc.boolean(), (password, other, same) => {
        const confirmation = same ? password : other;
        const expected =
          confirmation.trim() === '' ? PASSWORD_REQUIRED : confirmation === password ? undefined : MISMATCH;
        expect(validatePasswordConfirmation(password)(confirmation)).toBe(expected);
      }),
      RUNS,
    );
  });
});

describe('e-mail: required and well formed', () => {
  it('empty gets メールアドレスを入力してください。 and malformed メールアドレスの形式が正しくありません。', () => {
    expect(validateEmail('')).toBe(EMAIL_REQUIRED);
    expect(validateEmail(' ')).toBe(EMAIL_REQUIRED);
    expect(validateEmail('manager@example')).toBe(EMAIL_FORMAT);
    expect(validateEmail('manager example.jp')).toBe(EMAIL_FORMAT);
    expect(validateEmail('manager@example.jp')).toBeUndefined();
    expect(validateEmail(' manager@example.jp ')).toBeUndefined();
  });
  it('property: generated addresses of the usual shape pass', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const address = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-z]{2,6}$/),
      )
      .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);
    fc.assert(
      fc.property(address, (email) => {
        expect(validateEmail(email)).toBeUndefined();
      }),
      RUNS,
    );
  });
  it('property: non-blank text without an @ gets the format message', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => s.trim() !== '' && !s.includes('@')),
        (email) => {
          expect(validateEmail(email)).toBe(EMAIL_FORMAT);
        },
      ),
      RUNS,
    );
  });
  it('property: no input throws and every answer is a spec message', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, blank, fc.emailAddress()), (email) => {
        expect([undefined, EMAIL_REQUIRED, EMAIL_FORMAT]).toContain(validateEmail(email));
      }),
      RUNS,
    );
  });
});

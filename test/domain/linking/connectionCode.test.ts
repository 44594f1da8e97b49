import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateConnectionCode } from '../../../src/domain/linking/connectionCode';

const RUNS = { numRuns: 1000 };
const INCOMPLETE = '確認コードを入力してください。';
const NOT_ALPHANUMERIC = '確認コードは半角英数字で入力してください。';
const ALNUM = Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const alnum = (min: number, max: number) =>
  fc.array(fc.constantFrom(...ALNUM), { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('connection code: exactly 6 half-width letters or digits', () => {
  it('examples: six pass; fewer get 確認コードを入力してください。; other characters 確認コードは半角英数字で入力してください。', () => {
    expect(validateConnectionCode('aB3dE9')).toBeUndefined();
    expect(validateConnectionCode('')).toBe(INCOMPLETE);
    expect(validateConnectionCode(null)).toBe(INCOMPLETE);
    expect(validateConnectionCode('aB3dE')).toBe(INCOMPLETE);
    expect(validateConnectionCode('aB3dE!')).toBe(NOT_ALPHANUMERIC);
    expect(validateConnectionCode('ａＢ３ｄＥ９')).toBe(NOT_ALPHANUMERIC);
    expect(validateConnectionCode('aB 3')).toBe(NOT_ALPHANUMERIC);
  });
  it('a wrong character wins over a short code, since typing more would not fix it', () => {
    expect(validateConnectionCode('あ')).toBe(NOT_ALPHANUMERIC);
  });
  it('property: any 6 half-width letters or digits pass', () => {
    fc.assert(
      fc.property(alnum(6, 6), (code) => {
        expect(validateConnectionCode(code)).toBeUndefined();
      }),
      RUNS,
    );
  });
  it('property: 0 to 5 half-width letters or digits get the incomplete message', () => {
    fc.assert(
      fc.property(alnum(0, 5), (code) => {
        expect(validateConnectionCode(code)).toBe(INCOMPLETE);
      }),
      RUNS,
    );
  });
  it('property: any code holding a character that is not a half-width letter or digit gets the alphanumeric message', () => {
    const bad = fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }).filter((s) => /[^A-Za-z0-9]/.test(s));
    fc.assert(
      fc.property(alnum(0, 6), bad, alnum(0, 6), (a, b, c) => {
        expect(validateConnectionCode(`${a}${b}${c}`)).toBe(NOT_ALPHANUMERIC);
      }),
      RUNS,
    );
  });
  it('property: no input throws and every answer is a spec message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), alnum(0, 12)), (code) => {
        expect([undefined, INCOMPLETE, NOT_ALPHANUMERIC]).toContain(validateConnectionCode(code));
      }),
      RUNS,
    );
  });
});

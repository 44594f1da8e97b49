import type { Validator } from '../shared/validation';
import { LINKING_MESSAGES as M } from './messages';

export const CODE_LENGTH = 6;

const ALPHANUMERIC = /^[A-Za-z0-9]*$/;

/**
 * The confirmation code: exactly 6 half-width letters or digits.
 * Precedence: a character that is not a half-width letter or digit (full-width, kana,
 * symbol, space) reports 確認コードは半角英数字で入力してください。 first, since typing more
 * would not fix it; otherwise any length other than 6 (empty or short; longer cannot come
 * from the six boxes) reports 確認コードを入力してください。
 */
export const validateConnectionCode: Validator<string | null | undefined> = (value) => {
  const code = value ?? '';
  if (!ALPHANUMERIC.test(code)) return M.codeNotAlphanumeric;
  return code.length === CODE_LENGTH ? undefined : M.codeIncomplete;
};

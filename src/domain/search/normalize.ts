/**
 * How the console's search compares Japanese text: a term and a name match when they are the same once
 * - full-width and half-width forms are one (ＡＢＣ１２３ and ABC123, ｶﾀｶﾅ and カタカナ: Unicode NFKC),
 * - katakana and hiragana are one (ヤマダ and やまだ; ヴ ゔ, ヵ ゕ and ヶ ゖ too),
 * - letter case is one (Yamada and yamada),
 * - spaces do not count (山田 太郎, 山田　太郎 and 山田太郎).
 * The long vowel mark ー and the small kana stay as they are (ー is not a vowel a reader could pick).
 */

/** カタカナ ァ (U+30A1) … ヶ (U+30F6) sit 0x60 above their hiragana ぁ (U+3041) … ゖ (U+3096). */
const KATAKANA_FROM = 0x30a1;
const KATAKANA_TO = 0x30f6;
const KANA_OFFSET = 0x60;

const toHiragana = (text: string): string => {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= KATAKANA_FROM && code <= KATAKANA_TO ? String.fromCodePoint(code - KANA_OFFSET) : char;
  }
  return out;
};

/** The form both sides of a comparison are brought to (compare with includes / startsWith / ===). */
export const normalizeForSearch = (text: string): string =>
  toHiragana(text.normalize('NFKC')).toLowerCase().replace(/\s+/gu, '');

/** The words of a term (split on any space, full-width included), each normalized; empty words dropped. */
export const searchWordsOf = (term: string): ReadonlyArray<string> =>
  term
    .normalize('NFKC')
    .split(/\s+/u)
    .map(normalizeForSearch)
    .filter((word) => word !== '');

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchWordsOf } from '../../../src/domain/search/normalize';
import { matchRankOf, searchTermOf } from '../../../src/domain/search/matcher';

const katakanaOf = (text: string): string =>
  Array.from(text, (c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : c;
  }).join('');

describe('normalizeForSearch', () => {
  it('treats full-width and half-width alike', () => {
    expect(normalizeForSearch('ＡＢＣ１２３')).toBe('abc123');
    expect(normalizeForSearch('ｻﾄｳ ｹﾝ')).toBe(normalizeForSearch('サトウ ケン'));
    expect(normalizeForSearch('ｶﾞｸ')).toBe('がく');
    expect(normalizeForSearch('＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('@example.jp');
  });

  it('treats katakana and hiragana alike, ヴ and the small ヵ ヶ included', () => {
    expect(normalizeForSearch('ヤマダ')).toBe(normalizeForSearch('やまだ'));
    expect(normalizeForSearch('ヴィラ')).toBe('ゔぃら');
    expect(normalizeForSearch('ヵヶ')).toBe('ゕゖ');
    // the long vowel mark stays: ー is no kana to fold
    expect(normalizeForSearch('スーパー')).toBe('すーぱー');
  });

  it('ignores case and every space, full-width included', () => {
    expect(normalizeForSearch('Yamada Taro')).toBe('yamadataro');
    expect(normalizeForSearch('山田　太郎')).toBe('山田太郎');
  });

  it('is the same for a text and its katakana, half-width and upper-case forms', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'あいうえおかがきぎゃゅょっアイウヴabcXYZ 0１山田') }),
        (text) => {
          const once = normalizeForSearch(text);
          expect(normalizeForSearch(once)).toBe(once);
          expect(normalizeForSearch(katakanaOf(text))).toBe(once);
          expect(normalizeForSearch(text.toUpperCase())).toBe(once);
        },
      ),
    );
  });

  it('splits a term into words on any space', () => {
    expect(searchWordsOf(' 山田　タロウ  x ')).toEqual(['山田', 'たろう', 'x']);
    expect(searchWordsOf('   ')).toEqual([]);
  });
});

describe('matchRankOf', () => {
  it('needs every word in some field, and ranks a whole match, then a prefix, then the rest', () => {
    expect(matchRankOf(searchTermOf('山田 example'), ['山田 太郎', 'yamada@example.jp'])).toBe(1);
    expect(matchRankOf(searchTermOf('山田 gmail'), ['山田 太郎', 'yamada@example.jp'])).toBeNull();
    expect(matchRankOf(searchTermOf('やまだたろう'), ['ヤマダ タロウ'])).toBe(0);
    expect(matchRankOf(searchTermOf('たろう'), ['ヤマダ タロウ'])).toBe(2);
    expect(matchRankOf(searchTermOf(''), ['ヤマダ'])).toBeNull();
    expect(matchRankOf(searchTermOf('a'), [null, ''])).toBeNull();
  });
});

describe('what a manager types in Japanese', () => {
  it('half-width katakana with voiced marks, long vowels and full-width e-mail letters', () => {
    expect(normalizeForSearch('ｶﾞｰﾃﾞﾝ')).toBe('がーでん');
    expect(normalizeForSearch('ガーデン')).toBe('がーでん');
    expect(normalizeForSearch('ＹＡＭＡＤＡ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('yamada@example.jp');
    expect(matchRankOf(searchTermOf('やまもと　けんじ'), ['ヤマモト ケンジ'])).toBe(0);
    expect(matchRankOf(searchTermOf('けんじ'), ['ヤマモト ケンジ'])).toBe(2);
    expect(matchRankOf(searchTermOf('ﾔﾏﾓﾄ'), ['ヤマモト ケンジ'])).toBe(1);
    expect(matchRankOf(searchTermOf('やまもと'), ['山本 健二', 'yamamoto@example.jp'])).toBeNull();
  });
});

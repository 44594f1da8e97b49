import { normalizeForSearch, searchWordsOf } from './normalize';

/**
 * Whether a record matches what the manager typed (normalize.ts), and how well. Every word of the term must be found
 * in one of the record's fields: '山田 example' finds 山田 太郎 <yamada@example.jp> by the name and the e-mail, 'やまだ'
 * finds ヤマダ 商店. Better matches first: a field equal to the whole term, then a field that starts with the first
 * word, then any other match.
 */
export type MatchRank = 0 | 1 | 2;

export interface SearchTerm {
  readonly text: string;
  /** The whole term normalized (spaces dropped). */
  readonly whole: string;
  readonly words: ReadonlyArray<string>;
}

export const searchTermOf = (text: string): SearchTerm => ({
  text,
  whole: normalizeForSearch(text),
  words: searchWordsOf(text),
});

/** An empty term matches nothing (the search box shows nothing before a character is typed). */
export const isEmptyTerm = (term: SearchTerm): boolean => term.words.length === 0;

/** The rank of a record whose fields are given (null and '' fields are skipped), null when it does not match. */
export const matchRankOf = (term: SearchTerm, fields: ReadonlyArray<string | null>): MatchRank | null => {
  if (isEmptyTerm(term)) return null;
  const normalized = fields.flatMap((f) => (f === null || f === '' ? [] : [normalizeForSearch(f)]));
  if (!term.words.every((word) => normalized.some((field) => field.includes(word)))) return null;
  if (normalized.some((field) => field === term.whole)) return 0;
  const first = term.words[0] ?? '';
  return normalized.some((field) => field.startsWith(first)) ? 1 : 2;
};

/**
 * The records that match, best first (rank, then the order given: the list's own order), at most `limit`, and how
 * many matched in all.
 */
export const bestMatches = <T>(
  term: SearchTerm,
  records: ReadonlyArray<T>,
  fieldsOf: (record: T) => ReadonlyArray<string | null>,
  limit: number,
): { readonly items: ReadonlyArray<T>; readonly total: number } => {
  const ranked: Array<{ record: T; rank: MatchRank; index: number }> = [];
  records.forEach((record, index) => {
    const rank = matchRankOf(term, fieldsOf(record));
    if (rank !== null) ranked.push({ record, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { items: ranked.slice(0, limit).map((r) => r.record), total: ranked.length };
};

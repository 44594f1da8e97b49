import { describe, expect, it } from 'vitest';
import {
  pageItems,
  listEnded,
  pageRangeText,
  pageWithoutTotal,
  pagesImplied,
  pagingMismatchOf,
  pagingMismatchText,
  totalOf,
} from '../../../src/domain/shared/paging';

describe('the paging rule (one reader for every list)', () => {
  it('a total implies its pages at the size the server served, not the size asked for', () => {
    expect(pagesImplied(35, 10)).toBe(4);
    expect(pagesImplied(35, 4)).toBe(9);
    expect(pagesImplied(null, 10)).toBe(1);
    expect(pagesImplied(0, 0)).toBe(1);
  });

  it('a list ends at an empty or short page, at a page with nothing new, or once the total is read', () => {
    const so = { servedSize: 10, total: null, distinctRead: 20, lastLength: 10, lastNew: 10 };
    expect(listEnded(so)).toBe(false);
    expect(listEnded({ ...so, lastLength: 0, lastNew: 0 })).toBe(true);
    expect(listEnded({ ...so, lastLength: 9, lastNew: 9 })).toBe(true);
    expect(listEnded({ ...so, lastNew: 0 })).toBe(true);
    expect(listEnded({ ...so, total: 20 })).toBe(true);
    expect(listEnded({ ...so, total: 21 })).toBe(false);
  });

  it('a page that only guessed its total carries none', () => {
    expect(totalOf({ items: [], total: 11, totalKnown: false })).toBeNull();
    expect(totalOf({ items: [], total: 11 })).toBe(11);
    expect(totalOf({ items: [], total: null })).toBeNull();
  });

  it('a mismatch is both counts, and the notice says them', () => {
    expect(pagingMismatchOf(null, 3)).toBeNull();
    expect(pagingMismatchOf(3, 3)).toBeNull();
    const mismatch = pagingMismatchOf(20, 17);
    expect(mismatch).toEqual({ claimed: 20, read: 17 });
    expect(mismatch && pagingMismatchText(mismatch)).toBe(
      'サーバーの件数（20件）と読み込んだ件数（17件）が一致しません。読み直してください。',
    );
  });
});

describe('a page of a list without a total', () => {
  it('a full page offers exactly one more, a short one is the last, an empty one after the first keeps its place', () => {
    expect(pageWithoutTotal([1, 2, 3], 1, 3)).toEqual({
      items: [1, 2, 3],
      total: 4,
      page: 1,
      perPage: 3,
      totalKnown: false,
    });
    expect(pageWithoutTotal([4, 5], 2, 3)).toMatchObject({ total: 5, perPage: 3 });
    expect(pageWithoutTotal([], 2, 3)).toMatchObject({ total: 4, perPage: 3 });
    expect(pageWithoutTotal([], 1, 0)).toMatchObject({ total: 0, perPage: 0 });
  });

  it('a next page read beside this one decides: rows offer it, none end the list (even after a full page)', () => {
    expect(pageWithoutTotal([1, 2, 3], 1, 3, false)).toMatchObject({ total: 3, perPage: 3 });
    expect(pageWithoutTotal([1, 2, 3], 1, 3, true)).toMatchObject({ total: 4, perPage: 3 });
    expect(pageWithoutTotal([4, 5], 2, 3, false)).toMatchObject({ total: 5 });
    // not read (its call failed): the full page's guess
    expect(pageWithoutTotal([1, 2, 3], 1, 3, null)).toMatchObject({ total: 4 });
  });

  it('says the rows on screen and never a count the server did not send', () => {
    expect(pageRangeText({ page: 2, perPage: 10, total: 18, totalKnown: false }, 7)).toBe('11〜17件目');
    expect(pageRangeText({ page: 1, perPage: 10, total: 17 }, 10)).toBe('全17件中 1〜10件');
  });
});

describe("the pager's items (the ranges Ark's pagination drew, siblingCount 1)", () => {
  it('shows every page up to seven, none for an empty list', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('past seven: the first and last, the current with a page on each side, an ellipsis for each run left out', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    // the large organization's guests (as Ark drew them: pages 5 and 150 of 210)
    expect(pageItems(5, 210)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 210]);
    expect(pageItems(150, 210)).toEqual([1, 'ellipsis', 149, 150, 151, 'ellipsis', 210]);
  });
});

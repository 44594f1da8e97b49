import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import type { Page } from '../../../src/domain/shared/paging';
import { PagedQuery, type PagedState } from '../../../src/ui/shared/PagedQuery';
import { deferred, type Deferred } from '../../support/deferred';

type Query = { readonly name: string };
const pageOf = (items: string[], page: number, total = 25): Outcome<Page<string>> =>
  E.right({ items, total, page, perPage: 10 });

/** A fetch whose answers the test releases one by one, recording what was asked. */
const scriptedFetch = () => {
  const asked: Array<{ query: Query; page: number; answer: Deferred<Outcome<Page<string>>> }> = [];
  const fetch = (query: Query, page: number) => {
    const answer = deferred<Outcome<Page<string>>>();
    asked.push({ query, page, answer });
    return answer.promise;
  };
  return { asked, fetch };
};

const summary = (s: PagedState<Query, string>) =>
  `${s.status} ${s.query.name}#${s.page} [${s.rows.join(',')}] ${s.total}${s.message ? ` ${s.message}` : ''}`;

describe('PagedQuery', () => {
  it('load: loading → ready with rows and total; a search starts on page 1 of the new query', async () => {
    const { asked, fetch } = scriptedFetch();
    const list = new PagedQuery<Query, string>(fetch, { query: { name: '' }, perPage: 10 });
    const seen: string[] = [];
    list.state$.subscribe((s) => seen.push(summary(s)));
    const first = list.goToPage(2);
    asked[0]?.answer.resolve(pageOf(['k', 'l'], 2));
    await first;
    const search = list.search({ name: '山' });
    asked[1]?.answer.resolve(pageOf(['山田'], 1, 1));
    await search;
    expect(asked.map((a) => [a.query.name, a.page])).toEqual([
      ['', 2],
      ['山', 1],
    ]);
    expect(seen).toEqual([
      'loading #1 [] 0',
      'loading #2 [] 0',
      'ready #2 [k,l] 25',
      'loading 山#1 [] 0',
      'ready 山#1 [山田] 1',
    ]);
  });

  it("the screen's first load publishes no second 'loading' (the screen is not drawn again before its rows)", async () => {
    const { asked, fetch } = scriptedFetch();
    const list = new PagedQuery<Query, string>(fetch, { query: { name: '' }, perPage: 10 });
    const seen: string[] = [];
    list.state$.subscribe((s) => seen.push(summary(s)));
    const first = list.reload();
    asked[0]?.answer.resolve(pageOf(['a', 'b'], 1));
    await first;
    expect(seen).toEqual(['loading #1 [] 0', 'ready #1 [a,b] 25']);
    // a load of another page, or after a failure, is still published at once
    const next = list.goToPage(2);
    expect(summary(list.snapshot)).toBe('loading #2 [] 0');
    asked[1]?.answer.resolve(E.left(AppErrors.unavailable('取得できませんでした。')));
    await next;
    const again = list.reload();
    expect(summary(list.snapshot)).toBe('loading #2 [] 0');
    asked[2]?.answer.resolve(pageOf(['c'], 2));
    await again;
    expect(seen.slice(2)).toEqual([
      'loading #2 [] 0',
      'failed #2 [] 0 取得できませんでした。',
      'loading #2 [] 0',
      'ready #2 [c] 25',
    ]);
  });

  it('a failure ends in failed with the message and no rows; reload asks the same page again', async () => {
    const { asked, fetch } = scriptedFetch();
    const list = new PagedQuery<Query, string>(fetch, { query: { name: 'x' }, perPage: 10 });
    const load = list.goToPage(3);
    asked[0]?.answer.resolve(E.left(AppErrors.unavailable('取得できませんでした。')));
    await load;
    expect(summary(list.snapshot)).toBe('failed x#3 [] 0 取得できませんでした。');
    const again = list.reload();
    asked[1]?.answer.resolve(pageOf(['a'], 3));
    await again;
    expect(asked[1]?.page).toBe(3);
    expect(summary(list.snapshot)).toBe('ready x#3 [a] 25');
  });

  it('a stale answer overtaken by a newer request is dropped', async () => {
    const { asked, fetch } = scriptedFetch();
    const list = new PagedQuery<Query, string>(fetch, { query: { name: '' }, perPage: 10 });
    const seen: string[] = [];
    list.state$.subscribe((s) => seen.push(summary(s)));
    const older = list.search({ name: '佐' });
    const newer = list.search({ name: '佐藤' });
    asked[1]?.answer.resolve(pageOf(['佐藤'], 1, 1));
    await newer;
    asked[0]?.answer.resolve(pageOf(['佐々木', '佐藤'], 1, 2));
    await older;
    expect(summary(list.snapshot)).toBe('ready 佐藤#1 [佐藤] 1');
    expect(seen).not.toContain('ready 佐#1 [佐々木,佐藤] 2');
  });

  it('keepRowsWhileLoading keeps the page on screen while the next one loads', async () => {
    const { asked, fetch } = scriptedFetch();
    const list = new PagedQuery<Query, string>(fetch, { query: { name: '' }, perPage: 10, keepRowsWhileLoading: true });
    const first = list.goToPage(1);
    asked[0]?.answer.resolve(pageOf(['a'], 1));
    await first;
    const next = list.goToPage(2);
    expect(summary(list.snapshot)).toBe('loading #2 [a] 25');
    asked[1]?.answer.resolve(pageOf(['b'], 2));
    await next;
    expect(summary(list.snapshot)).toBe('ready #2 [b] 25');
  });

  it('cancel drops the answer still out (the screen was left)', async () => {
    const { asked, fetch } = scriptedFetch();
    const list = new PagedQuery<Query, string>(fetch, { query: { name: '' }, perPage: 10 });
    const load = list.goToPage(1);
    list.cancel();
    asked[0]?.answer.resolve(pageOf(['a'], 1));
    await load;
    expect(list.snapshot.status).toBe('loading');
  });
});

// @vitest-environment jsdom

import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isStep,
  paramsOf,
  positionOf,
  useListInUrl,
  type ListPosition,
  type UrlFields,
  type UrlList,
} from '../../../src/ui/shared/listUrl';

afterEach(cleanup);

interface Query {
  readonly name: string;
  readonly tab: 'connected' | 'unconnected';
  readonly sort: string;
}

const FIRST: Query = { name: '', tab: 'connected', sort: 'remembered' };
const FIELDS: UrlFields<Query> = {
  name: { param: 'q' },
  tab: { param: 'tab', push: true, parse: (raw) => (raw === 'connected' || raw === 'unconnected' ? raw : undefined) },
  sort: { param: 'sort', fallback: 'none' },
};

describe('a list position and its address', () => {
  it('reads the term, tab, sort and page; what is missing or unknown is the first query (a remembered sort, not the fallback)', () => {
    expect(positionOf(new URLSearchParams('q=山田&tab=unconnected&sort=nameAsc&page=3'), FIELDS, FIRST)).toEqual({
      query: { name: '山田', tab: 'unconnected', sort: 'nameAsc' },
      page: 3,
    });
    expect(positionOf(new URLSearchParams('tab=other&page=-2'), FIELDS, FIRST)).toEqual({
      query: { name: '', tab: 'connected', sort: 'remembered' },
      page: 1,
    });
    expect(positionOf(new URLSearchParams('page=abc'), {}, {}).page).toBe(1);
    expect(positionOf(new URLSearchParams('p2=4'), {}, {}, 'p2').page).toBe(4);
  });

  it('writes only what differs from the first query, keeping the other params', () => {
    const at = (query: Partial<Query>, page = 1): ListPosition<Query> => ({ query: { ...FIRST, ...query }, page });
    expect(paramsOf(at({ sort: 'none' }), FIELDS, FIRST, new URLSearchParams()).toString()).toBe('');
    expect(paramsOf(at({ sort: 'remembered' }), FIELDS, FIRST, new URLSearchParams()).toString()).toBe(
      'sort=remembered',
    );
    expect(
      paramsOf(
        at({ name: '山田', tab: 'unconnected', sort: 'none' }, 2),
        FIELDS,
        FIRST,
        new URLSearchParams('x=1'),
      ).toString(),
    ).toBe('x=1&q=%E5%B1%B1%E7%94%B0&tab=unconnected&page=2');
    expect(paramsOf(at({ sort: 'none' }), FIELDS, FIRST, new URLSearchParams('q=a&page=4')).toString()).toBe('');
  });

  it('a page turn and a tab are steps (push); a new term or sort replaces', () => {
    const a: ListPosition<Query> = { query: FIRST, page: 1 } as ListPosition<Query>;
    expect(isStep(a, { ...a, page: 2 }, FIELDS)).toBe(true);
    expect(isStep(a, { query: { ...FIRST, tab: 'unconnected' as const }, page: 1 }, FIELDS)).toBe(true);
    expect(isStep({ ...a, page: 3 }, { query: { ...FIRST, name: '山田' }, page: 1 }, FIELDS)).toBe(false);
    expect(isStep(a, { query: { ...FIRST, sort: 'nameAsc' }, page: 1 }, FIELDS)).toBe(false);
    expect(isStep(a, a, FIELDS)).toBe(false);
  });
});

/** A list as a PagedQuery is, recording what it was asked to load. */
class FakeList implements UrlList<Query> {
  private readonly subject = new BehaviorSubject<ListPosition<Query>>({ query: FIRST, page: 1 });
  readonly state$ = this.subject.asObservable();
  readonly loads: string[] = [];
  get snapshot() {
    return this.subject.value;
  }
  seed(query: Query, page: number) {
    this.subject.next({ query, page });
  }
  load(query: Query, page: number) {
    this.loads.push(`${query.name}/${query.tab}/${page}`);
    this.subject.next({ query, page });
    return Promise.resolve();
  }
}

function ListView({ list }: { readonly list: FakeList }) {
  useListInUrl(list, FIELDS);
  return <p>list</p>;
}

const mount = (entry: string) => {
  const list = new FakeList();
  const router = createMemoryRouter([{ path: '/guests', element: <ListView list={list} /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return { list, router, address: () => router.state.location.search };
};

describe('useListInUrl', () => {
  it('opens the list where the address says, with no load of its own (the presenter opens it)', () => {
    const { list, address } = mount('/guests?q=%E3%82%84%E3%81%BE&page=3');
    expect(list.snapshot).toEqual({ query: { ...FIRST, name: 'やま', sort: 'remembered' }, page: 3 });
    expect(list.loads).toEqual([]);
    expect(address()).toBe('?q=%E3%82%84%E3%81%BE&page=3');
  });

  it('writes a search (replacing) and a page (pushing); Back gives the list the page before, a reload the same', async () => {
    const { list, router, address } = mount('/guests');
    await act(async () => void list.load({ ...FIRST, name: '山田', sort: 'remembered' }, 1));
    expect(address()).toBe('?q=%E5%B1%B1%E7%94%B0&sort=remembered');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => void list.load({ ...FIRST, name: '山田', sort: 'remembered' }, 2));
    expect(address()).toBe('?q=%E5%B1%B1%E7%94%B0&sort=remembered&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    expect(list.loads).toEqual(['山田/connected/1', '山田/connected/2']);
    await act(async () => void router.navigate(-1));
    expect(address()).toBe('?q=%E5%B1%B1%E7%94%B0&sort=remembered');
    expect(list.loads).toEqual(['山田/connected/1', '山田/connected/2', '山田/connected/1']);
    expect(list.snapshot.page).toBe(1);
    await act(async () => void router.navigate(1));
    expect(list.snapshot.page).toBe(2);
    // a link to the bare list (the side menu) opens it as it opens
    await act(async () => void router.navigate('/guests'));
    expect(list.snapshot).toEqual({ query: { ...FIRST, sort: 'remembered' }, page: 1 });
  });
});

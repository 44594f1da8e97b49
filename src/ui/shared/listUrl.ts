import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { Observable } from 'rxjs';

/**
 * Every list's term, tab, sort and page in the address (?q=山田&tab=unconnected&page=3): a reload, Back and a shared
 * link give the same list. One mechanism for every list: the view names which fields of its list's query the address
 * holds (useListInUrl(presenter.list, { name: { param: 'q' } })); the page is `page` (another name for a second
 * list on the same screen). A value equal to the
 * list's first query is left out, so a list as it opens has a bare address.
 *
 * Replace or push (the console's choice, the spec is silent): a new term or sort replaces the address (typing and
 * searching again do not fill the history, and Back leaves the list, as a manager expects of a search box), while
 * a page turn and a tab (a field with `push`) are steps Back undoes.
 */
export interface UrlField<V> {
  /** The search param's name. */
  readonly param: string;
  /** The value of a param as found in the address; undefined for one the list does not know (the default then). */
  readonly parse?: (raw: string) => V | undefined;
  readonly format?: (value: V) => string;
  /** A change of this field is a step in the history (a tab), not a replaced address (a term, a sort). */
  readonly push?: boolean;
  /**
   * The value left out of the address when it is not the list's first query's (a sort remembered per browser): a
   * shared link names every other value. An address that names none reads as the first query (the remembered sort:
   * a plain /locks, a reload of a link without it), never as the fallback.
   */
  readonly fallback?: V;
}

export type UrlFields<Q> = { readonly [K in keyof Q]?: UrlField<Q[K]> };

export interface ListPosition<Q> {
  readonly query: Q;
  readonly page: number;
}

/** A list the address can drive: a PagedQuery, or a presenter's own list shaped alike. */
export interface UrlList<Q> {
  readonly snapshot: ListPosition<Q>;
  readonly state$: Observable<ListPosition<Q>>;
  /** Where the list opens, before its presenter opens it (it then loads snapshot's query and page). */
  seed(query: Q, page: number): void;
  load(query: Q, page: number): Promise<void>;
}

const textOf = <V>(field: UrlField<V>, value: V): string => (field.format ? field.format(value) : String(value));

const entries = <Q>(fields: UrlFields<Q>) => Object.entries(fields) as Array<[keyof Q & string, UrlField<unknown>]>;

/** The position the address names; what it does not name (or names wrongly) is the list's first. */
export const positionOf = <Q>(
  params: URLSearchParams,
  fields: UrlFields<Q>,
  first: Q,
  pageParam = 'page',
): ListPosition<Q> => {
  const query = { ...first };
  for (const [key, field] of entries(fields)) {
    const raw = params.get(field.param);
    const value = raw === null ? undefined : field.parse ? field.parse(raw) : raw;
    if (value !== undefined) query[key] = value as Q[typeof key];
  }
  const page = Number(params.get(pageParam));
  return { query, page: Number.isInteger(page) && page > 1 ? page : 1 };
};

/** The address of a position, the other params kept; a value equal to the first (or fallback) is left out. */
export const paramsOf = <Q>(
  position: ListPosition<Q>,
  fields: UrlFields<Q>,
  first: Q,
  current: URLSearchParams,
  pageParam = 'page',
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const [key, field] of entries(fields)) {
    const text = textOf(field, position.query[key]);
    if (text === '' || text === textOf(field, field.fallback ?? first[key])) next.delete(field.param);
    else next.set(field.param, text);
  }
  if (position.page > 1) next.set(pageParam, String(position.page));
  else next.delete(pageParam);
  return next;
};

/** Whether a move is a step of its own in the history: a page turned on the same query, or a `push` field changed. */
export const isStep = <Q>(from: ListPosition<Q>, to: ListPosition<Q>, fields: UrlFields<Q>): boolean => {
  const changed = entries(fields).filter(
    ([key, field]) => textOf(field, from.query[key]) !== textOf(field, to.query[key]),
  );
  return changed.length === 0 ? from.page !== to.page : changed.some(([, field]) => field.push === true);
};

/** The address's writes are marked, so the list does not follow its own write back (Back and links it does). */
const OWN_WRITE = 'list';

/**
 * Keeps a list and the address together: the list opens where the address says (seeded before its presenter opens
 * it), follows Back, Forward and links, and writes every search, tab, sort and page into the address.
 */
export function useListInUrl<Q>(list: UrlList<Q>, fields: UrlFields<Q>, pageParam?: string): void {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigation = useNavigationType();
  const [first] = useState(() => {
    const initial = list.snapshot.query;
    const at = positionOf(params, fields, initial, pageParam);
    list.seed(at.query, at.page);
    return initial;
  });
  // the address as the list last wrote or the router last showed it. A write stays the address until the router shows
  // a new one: the router changes its location once the navigation's loaders (the guard's refresh) have answered, and
  // a render before that (the page's rows arriving) must not put the old address back, or the next move of the list
  // would write the same page again (two history entries of ?page=2: Back seemed to do nothing)
  const address = useRef(params);
  const shown = useRef(params);
  if (shown.current !== params) {
    shown.current = params;
    address.current = params;
  }
  const key = (position: ListPosition<Q>) =>
    paramsOf(position, fields, first, new URLSearchParams(), pageParam).toString();
  const ownWrite = navigation !== 'POP' && state === OWN_WRITE;
  useEffect(() => {
    const at = positionOf(params, fields, first, pageParam);
    if (ownWrite || key(at) === key(list.snapshot)) return;
    void list.load(at.query, at.page);
    // the address is what this follows; the fields and the list are the view's constants
  }, [params]);
  useEffect(() => {
    const subscription = list.state$.subscribe((moved) => {
      const from = positionOf(address.current, fields, first, pageParam);
      if (key(from) === key(moved)) return;
      const next = paramsOf(moved, fields, first, address.current, pageParam);
      address.current = next;
      setParams(next, { replace: !isStep(from, moved, fields), state: OWN_WRITE });
    });
    return () => subscription.unsubscribe();
  }, [list]);
}

/**
 * A list's search field: what is typed, shown again as the list's applied term whenever that changes under it (Back,
 * a link), so the box always says what the list shows once it moved.
 */
export function useTermField(applied: string): readonly [string, (text: string) => void] {
  const [typed, setTyped] = useState({ applied, text: applied });
  if (typed.applied !== applied) setTyped({ applied, text: applied });
  return [typed.applied === applied ? typed.text : applied, (text) => setTyped({ applied, text })];
}

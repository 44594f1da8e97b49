import * as t from 'io-ts';
import { parse, stringify } from 'qs-esm';

/**
 * The older (v1) client posts form-encoded (account-billing-signup §7 and §9): bodies are sent as
 * application/x-www-form-urlencoded in the bracket form a Rails/Rack or PHP server reads, the form
 * jQuery.param writes: nested objects as `a[b][c]=1`, lists of values as `group_ids[]=3`, lists of
 * objects with indexes (`constructions[0][priority]=1`: `[]` cannot say where one object ends),
 * null as the bare key (`a[duration]`, Rack reads nil), undefined left out, an empty list left out
 * (as jQuery.param and qs do; the request codecs read an absent list as empty), numbers and booleans
 * as their text (so an object whose only members are empty lists vanishes: no request has one). qs-esm is Payload's maintained ESM fork of qs (same stringify/parse and options)
 * at a quarter of qs's bundle cost (4 KB gzip, qs brings side-channel/get-intrinsic: 17 KB).
 */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/** Lists of objects become index-keyed objects, so qs writes `list[0][key]` (qs reads those back as a list). */
const indexObjectLists = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.map(indexObjectLists);
    return items.some((item) => isRecord(item) || Array.isArray(item))
      ? Object.fromEntries(items.map((item, i) => [String(i), item]))
      : items;
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, indexObjectLists(v)]));
  return value;
};

/** A v1 request body as the form text the server reads. */
export const formEncode = (body: unknown): string =>
  stringify(indexObjectLists(body), { arrayFormat: 'brackets', strictNullHandling: true, format: 'RFC1738' });

/** The server side of formEncode (the demo world's MSW handlers and the tests): every leaf is text or null. */
export const formDecode = (text: string): unknown =>
  parse(text, { strictNullHandling: true, arrayLimit: 100_000, parameterLimit: 100_000, depth: 8 });

/* Codecs for values read back from a form: what JSON gives typed, a form gives as text. */

/** A number sent as its text ('3', '-1.5'); a JSON number is taken too. */
export const FormNumber = new t.Type<number, number, unknown>(
  'FormNumber',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
    if (typeof u === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(u) && Number.isFinite(Number(u)))
      return t.success(Number(u));
    return t.failure(u, c);
  },
  (n) => n,
);

/** A boolean sent as 'true' or 'false'. */
export const FormBoolean = new t.Type<boolean, boolean, unknown>(
  'FormBoolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) =>
    typeof u === 'boolean'
      ? t.success(u)
      : u === 'true'
        ? t.success(true)
        : u === 'false'
          ? t.success(false)
          : t.failure(u, c),
  (b) => b,
);

/** A literal number (organization_type 1 or 3, priority 1 to 3) sent as its text. */
export const formLiteral = <N extends number>(...values: readonly N[]) =>
  new t.Type<N, N, unknown>(
    values.join(' | '),
    (u): u is N => values.includes(u as N),
    (u, c) => {
      const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : u;
      return values.includes(n as N) ? t.success(n as N) : t.failure(u, c);
    },
    (n) => n,
  );

/** A list: `name[]=…` items, or none at all for an empty list. */
export const formList = <C extends t.Mixed>(item: C) => {
  const list = t.array(item);
  return new t.Type<Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown>(
    `FormList<${item.name}>`,
    (u): u is Array<t.TypeOf<C>> => list.is(u),
    (u, c) => (u === undefined ? t.success([]) : list.validate(u, c)),
    (a) => list.encode(a),
  );
};

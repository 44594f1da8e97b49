import { parse, stringify } from 'qs-esm';

/**
 * The older (v1) client posts form-encoded (account-billing-signup §7 and §9): bodies are sent as
 * application/x-www-form-urlencoded in the bracket form a Rails/Rack or PHP server reads, the form
 * jQuery.param writes: nested objects as `a[b][c]=1`, lists of values as `group_ids[]=3`, lists of
 * objects with indexes (`constructions[0][priority]=1`: `[]` cannot say where one object ends),
 * null as the bare key (`a[duration]`, Rack reads nil), undefined left out, an empty list left out
 * (as jQuery.param and qs do; the request codecs read an absent list as empty), numbers and booleans
 * as their text (so an object whose only members are empty lists vanishes: no request has one). qs-esm is Payload's
 * maintained ESM fork of qs (same stringify/parse and options)
 * at a quarter of qs's bundle cost (4 KB gzip, qs brings side-channel/get-intrinsic: 17 KB).
 * Apart from the codecs (./form.ts): HttpClient loads it with the first form-encoded write, so a
 * screen that only reads does not load qs.
 */
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

import * as t from 'io-ts';

/** The v1 client's form bodies (their text: ./formText.ts). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

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

import * as t from 'io-ts';

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A number the server may send as a numeric string (ids in older endpoints). */
export const NumberFromWire = new t.Type<number, number, unknown>(
  'NumberFromWire',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
    if (typeof u === 'string' && u.trim() !== '' && Number.isFinite(Number(u))) return t.success(Number(u));
    return t.failure(u, c);
  },
  (n) => n,
);

/** Formats io-ts errors as "path: expected X, got Y" lines for the ContractViolation detail. */
export const describeDecodeErrors = (errors: t.Errors): string =>
  errors
    .slice(0, 5)
    .map((e) => {
      const path = e.context
        .map((c) => c.key)
        .filter(Boolean)
        .join('.');
      const expected = e.context[e.context.length - 1]?.type.name ?? 'value';
      return `${path || '(root)'}: expected ${expected}, got ${JSON.stringify(e.value)?.slice(0, 40) ?? 'undefined'}`;
    })
    .join('; ');

const recordOf = (u: unknown): Record<string, unknown> | null =>
  typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as Record<string, unknown>) : null;

/**
 * For a list the spec names without showing the body around it: a bare JSON list, or the list under `key`
 * (other keys ignored). Decodes to the list; anything else fails with the item's errors.
 */
export const listOrWrapped = <C extends t.Mixed>(key: string, item: C) => {
  const list = t.array(item);
  const rows = listRowsOf(key);
  return new t.Type<Array<t.TypeOf<C>>, unknown, unknown>(
    `${key}: list or { ${key}: list }`,
    (u): u is Array<t.TypeOf<C>> => list.is(u),
    (u, c) => list.validate(rows(u), c),
    (a) => a,
  );
};

/** Where listOrWrapped(key, …) finds its rows in a body (the list itself, or its `key`): for HttpClient.jsonList. */
export const listRowsOf =
  (key: string) =>
  (u: unknown): unknown =>
    Array.isArray(u) ? u : (recordOf(u)?.[key] ?? u);

/**
 * For "returns the new id" without a shown body: a bare id, { id }, { <wrapper>: { id } } or { data: { id } };
 * the id a number or a numeric string.
 */
export const createdIdOf = (wrapper: string) =>
  new t.Type<number, number, unknown>(
    `new id: id, { id }, { ${wrapper}: { id } } or { data: { id } }`,
    (u): u is number => typeof u === 'number',
    (u, c) => {
      const top = recordOf(u);
      const candidate = top === null ? u : (top.id ?? recordOf(top[wrapper])?.id ?? recordOf(top.data)?.id);
      return NumberFromWire.validate(candidate, c);
    },
    (n) => n,
  );

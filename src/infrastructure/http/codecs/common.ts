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
      const path = e.context.map((c) => c.key).filter(Boolean).join('.');
      const expected = e.context[e.context.length - 1]?.type.name ?? 'value';
      return `${path || '(root)'}: expected ${expected}, got ${JSON.stringify(e.value)?.slice(0, 40) ?? 'undefined'}`;
    })
    .join('; ');

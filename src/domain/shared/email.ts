/**
 * The e-mail shape a server accepts: one @, a non-empty local part without spaces,
 * and a dotted domain. Deliberately not RFC 5322: it rejects what managers mistype.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

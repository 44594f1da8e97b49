/**
 * Secrets that travel in the console's own links, kept out of what it logs and reports (OWASP ASVS 5.0 L2, "sensitive
 * data is not logged"): the mail links' tokens and ids in the path, and query parameters named like a secret.
 */
export const REDACTED = '[redacted]';

/** A path or a percent-encoded path (`%2F`, a `?redirect=` value): the separator either way. */
const SLASH = '(?:/|%2F)';
/** A secret segment ends at the next separator, query, fragment, space or a quote a message put around the URL. */
const SEGMENT = `(?:[^/?#&\\s"'<>()\`%]|%(?!2F)[0-9A-F]{2})+`;

/**
 * The routes whose parameter is a secret: the password-reset token, the sign-up mail's token, the manager and guest
 * invitation ids (an invitation link lets whoever holds it accept: treated as a token). The organization-done page's
 * inquiry number is not a credential and stays.
 */
const SECRET_ROUTES = [
  'password_reset',
  'account/signup/organization',
  'accept-manager-invitation',
  'accept-invitation',
]
  .map((route) => route.replace(/\//g, SLASH))
  .map((route) => new RegExp(`(${SLASH}${route}${SLASH})(?!${SLASH})(${SEGMENT})`, 'gi'));

/** Words that name a secret in a query parameter (`secret`, `email_token`, `password_reset_token`, `apiKey`). */
const SECRET_WORDS = new Set([
  'secret',
  'token',
  'password',
  'passwd',
  'pwd',
  'code',
  'key',
  'apikey',
  'auth',
  'authorization',
  'session',
  'sid',
  'signature',
  'sig',
  'credential',
  'credentials',
  'jwt',
  'otp',
]);

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** A parameter name's words: split at _ - . [ ] and lower-to-upper case changes (`emailToken` → email, token). */
const wordsOf = (name: string): string[] =>
  decoded(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_\-.[\]]+/)
    .filter(Boolean);

export const isSecretParameter = (name: string): boolean => wordsOf(name).some((word) => SECRET_WORDS.has(word));

// a query or fragment parameter anywhere in a text: name=value after ?, & , ; or #; a stack's :line:column after
// the URL is not part of the value
const PARAMETER = /([?&;#])([^=&#?\s"'<>()`]+)=([^&#\s"'<>()`]*?)(?=(?::\d+){1,2}(?![^&#\s"'<>()`])|[&#\s"'<>()`]|$)/g;

/** The secret values a URL carries (path tokens and secret-named parameters), raw and decoded. */
export const secretsOf = (url: string): string[] => {
  const found: string[] = [];
  for (const route of SECRET_ROUTES) for (const match of url.matchAll(route)) if (match[2]) found.push(match[2]);
  for (const match of url.matchAll(PARAMETER))
    if (match[2] && match[3] && isSecretParameter(match[2])) found.push(match[3]);
  return [...new Set(found.flatMap((value) => [value, decoded(value)]))];
};

/**
 * Values shorter than this are not swept from free text: a 2-digit invitation id would blank out line numbers in a
 * stack. The linking code (6 characters) is the shortest secret the console carries; shorter ones are still redacted
 * where they stand in a path or a parameter.
 */
const SWEPT_LENGTH = 6;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text (a URL, a message, a stack) with every secret replaced by [redacted]: the token of a secret route, the value
 * of a secret-named parameter, and anywhere else, the values given (those of the page's own URL).
 */
export const redactSecrets = (text: string, known: ReadonlyArray<string> = []): string => {
  let redacted = SECRET_ROUTES.reduce((t, route) => t.replace(route, `$1${REDACTED}`), text);
  redacted = redacted.replace(PARAMETER, (whole, lead: string, name: string, value: string) =>
    value !== '' && isSecretParameter(name) ? `${lead}${name}=${REDACTED}` : whole,
  );
  for (const value of known.filter((v) => v.length >= SWEPT_LENGTH && v !== REDACTED))
    redacted = redacted.replace(new RegExp(escapeRegExp(value), 'g'), REDACTED);
  return redacted;
};

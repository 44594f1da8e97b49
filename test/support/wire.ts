/**
 * A request body as sent, for exact assertions: a JSON body (v2, and the error report) parsed, a
 * form-encoded body (v1) as its list of [name, value] pairs in order (brackets and all, percent-decoded).
 */
export const wireBody = (text: string | null | undefined): unknown => {
  if (text === null || text === undefined || text === '') return null;
  if (text.startsWith('{') || text.startsWith('[')) return JSON.parse(text) as unknown;
  return [...new URLSearchParams(text)];
};

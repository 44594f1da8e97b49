import { mswServer } from './backends';

/**
 * A request body as sent, for exact assertions: a JSON body (v2, and the error report) parsed, a
 * form-encoded body (v1) as its list of [name, value] pairs in order (brackets and all, percent-decoded).
 */
export const wireBody = (text: string | null | undefined): unknown => {
  if (text === null || text === undefined || text === '') return null;
  if (text.startsWith('{') || text.startsWith('[')) return JSON.parse(text) as unknown;
  return [...new URLSearchParams(text)];
};

/** A request as the MSW server received it (HTTP backend), for exact assertions. */
export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  /** The path and query: `/v1/console/guests?organization_id=1&page=1`. */
  readonly path: string;
  /** The body as sent, '' when none (for multipart bodies). */
  readonly text: string;
  /** The body read by `wireBody`: JSON parsed, a form as its [name, value] pairs, null when none. */
  readonly body: unknown;
  readonly authorization: string | null;
}

/**
 * Every request the HTTP adapters send from now on, in the order their bodies were read (after
 * `httpBackend()`, which drops the recorders of earlier tests). Let the use case finish before reading it.
 */
export const recordRequests = (): SentRequest[] => {
  const sent: SentRequest[] = [];
  mswServer().events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      url,
      path: `${url.pathname}${url.search}`,
      text,
      body: wireBody(text),
      authorization: request.headers.get('Authorization'),
    });
  });
  return sent;
};

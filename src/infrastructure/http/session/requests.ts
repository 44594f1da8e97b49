import * as t from 'io-ts';

/**
 * Sign-in and the error reporter.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST {v2}/sessions/ */
export const SessionRequest = t.type({ email: t.string, password: t.string });
/** POST /v1/console/error_reports: the report's JSON is whatever the page caught (an object). */
export const ErrorReportRequest = t.type({ url: t.string, error_json: t.UnknownRecord });

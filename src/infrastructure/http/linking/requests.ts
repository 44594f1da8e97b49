import * as t from 'io-ts';

/**
 * Lock-app account linking.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST /v1/account_connection/connection_code and …/disconnection_code */
export const CodeRequestRequest = t.type({ email: t.string });
/** DELETE /v1/account_connection/connection */
export const UnlinkRequest = t.type({ secret: t.string });
/** POST {v2}/guests/qrio_account_connection */
export const LinkRequestBody = t.type({ email: t.string, password: t.string, secret: t.string });

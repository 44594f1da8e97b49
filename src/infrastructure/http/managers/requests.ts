import * as t from 'io-ts';

/**
 * Manager invitations (the console side).
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every JSON body through them and answer 400 to one that does not decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST /v1/console/manager_invitations */
export const InviteRequest = t.type({ organization_id: t.number, email: t.string });

import * as t from 'io-ts';
import { FormNumber } from '../codecs/form';

/**
 * Manager invitations (the console side).
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST /v1/console/manager_invitations */
export const InviteRequest = t.type({ organization_id: FormNumber, email: t.string });

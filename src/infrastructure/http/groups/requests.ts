import * as t from 'io-ts';
import { formList, FormNumber } from '../codecs/form';

/**
 * The groups feature's membership bodies (create and update: GroupBodyCodec in ./codecs).
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST /v1/console/group_guests/attach and DELETE …/detach */
export const GroupGuestsRequest = t.type({ group_ids: formList(FormNumber), guest_ids: formList(FormNumber) });
/** POST and DELETE /v1/console/group_invitations/group */
export const GroupInvitationsRequest = t.type({ group_id: FormNumber, guest_ids: formList(FormNumber) });

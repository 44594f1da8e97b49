import * as t from 'io-ts';

/**
 * The groups feature's membership bodies (create and update: GroupBodyCodec in ./codecs).
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every JSON body through them and answer 400 to one that does not decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST /v1/console/group_guests/attach and DELETE …/detach */
export const GroupGuestsRequest = t.type({ group_ids: t.array(t.number), guest_ids: t.array(t.number) });
/** POST and DELETE /v1/console/group_invitations/group */
export const GroupInvitationsRequest = t.type({ group_id: t.number, guest_ids: t.array(t.number) });

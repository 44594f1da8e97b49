import * as t from 'io-ts';

/**
 * The locks feature.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every JSON body through them and answer 400 to one that does not decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** PATCH /v1/console/locks/:id/lock_setting */
export const LockSettingRequest = t.type({ lock_name: t.string, on_upside: t.boolean });
/** POST /v1/console/group_locks/attach and DELETE …/detach */
export const GroupLocksRequest = t.type({ group_ids: t.array(t.number), lock_ids: t.array(t.number) });

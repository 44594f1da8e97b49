import * as t from 'io-ts';
import { FormBoolean, formList, FormNumber } from '../codecs/form';

/**
 * The locks feature.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** PATCH /v1/console/locks/:id/lock_setting */
export const LockSettingRequest = t.type({ lock_name: t.string, on_upside: FormBoolean });
/** POST /v1/console/group_locks/attach and DELETE …/detach */
export const GroupLocksRequest = t.type({ group_ids: formList(FormNumber), lock_ids: formList(FormNumber) });

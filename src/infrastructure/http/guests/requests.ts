import * as t from 'io-ts';
import { FormBoolean, formList, FormNumber } from '../codecs/form';

/**
 * The guests feature.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** POST /v1/console/guests/create */
export const GuestCreateRequest = t.type({
  organization_id: FormNumber,
  name: t.string,
  email: t.string,
  enable_pay_per_guests: FormBoolean,
});
/** POST /v1/console/guests/account_connection_request */
export const ConnectionRequestRequest = t.type({ organization_id: FormNumber, guest_ids: formList(FormNumber) });
/** PATCH /v1/console/guests/:id */
export const GuestRenameRequest = t.type({ name: t.string });
/** POST and DELETE /v1/console/group_invitations/guest */
export const GuestGroupsRequest = t.type({ guest_id: FormNumber, group_ids: formList(FormNumber) });

import * as t from 'io-ts';

/**
 * The account feature (own profile, password reset, invitation register).
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** PATCH /v1/console/managers/:id */
export const RenameRequest = t.type({ name: t.string });
/** POST {v2}/managers/password_reset_request */
export const PasswordResetRequestRequest = t.type({ email: t.string });
/**
 * POST {v2}/managers/password_reset: the payload of account-billing-signup §3 (§7 names the generated client's
 * parameters, not the wire)
 */
export const PasswordResetRequest = t.type({ password_reset_token: t.string, new_password: t.string });
/** POST /v1/manager_invitations/:token/register */
export const InvitationRegisterRequest = t.type({ name: t.string, password: t.string });

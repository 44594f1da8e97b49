import * as t from 'io-ts';

/**
 * The account feature (own profile, password reset, invitation register).
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every JSON body through them and answer 400 to one that does not decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
/** PATCH /v1/console/managers/:id */
export const RenameRequest = t.type({ name: t.string });
/** POST {v2}/managers/password_reset_request */
export const PasswordResetRequestRequest = t.type({ email: t.string });
/** POST {v2}/managers/password_reset (the spec spells these two in camelCase) */
export const PasswordResetRequest = t.type({ passwordResetToken: t.string, newPassword: t.string });
/** POST /v1/manager_invitations/:token/register */
export const InvitationRegisterRequest = t.type({ name: t.string, password: t.string });

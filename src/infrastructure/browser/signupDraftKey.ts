/**
 * Where the sign-up wizard keeps its one draft (LocalStorageSignupDraftStore). Apart from the store so the auth
 * store can drop the draft on logout without bringing the sign-up code (and luxon) to the way from /login to the
 * lock list (the JS budget of scripts/size.mjs).
 */
export const SIGNUP_DRAFT_KEY = 'qrio-console.signup-draft';

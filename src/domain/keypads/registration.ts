/** What PINs and cards share on a keypad: its id, the registration job each one goes through, the two tabs. */
export type KeypadId = number;

/** The registration job's status as the server sends it; only 'failed' is named by the spec. */
export type RegistrationJobStatus = string | null;

const FAILED_JOB = 'failed';

export const hasRegistrationFailed = (item: { readonly registrationJobStatus: RegistrationJobStatus }): boolean =>
  item.registrationJobStatus === FAILED_JOB;

/** The two tabs of a keypad's PIN and card lists: registered, and registering (failed jobs included). */
export type KeypadTab = 'registered' | 'registering';

/** What the status column of a keypad's PINs and cards says: the registration job, then a PIN's end. */
export type RegistrationBadge = 'failed' | 'expired' | 'registered' | 'registering';

/** A failed job first; a job that is done (or none) is registered; anything else still registers. */
export const registrationBadgeOf = (
  item: { readonly registrationJobStatus: RegistrationJobStatus },
  expired = false,
): RegistrationBadge => {
  if (hasRegistrationFailed(item)) return 'failed';
  if (expired) return 'expired';
  return item.registrationJobStatus === 'success' || item.registrationJobStatus === null ? 'registered' : 'registering';
};

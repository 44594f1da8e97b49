/** What PINs and cards share on a keypad: its id, the registration job each one goes through, the two tabs. */
export type KeypadId = number;

/** The registration job's status as the server sends it; only 'failed' is named by the spec. */
export type RegistrationJobStatus = string | null;

const FAILED_JOB = 'failed';

export const hasRegistrationFailed = (item: { readonly registrationJobStatus: RegistrationJobStatus }): boolean =>
  item.registrationJobStatus === FAILED_JOB;

/** The two tabs of a keypad's PIN and card lists: registered, and registering (failed jobs included). */
export type KeypadTab = 'registered' | 'registering';

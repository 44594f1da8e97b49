/**
 * Where a keypad credential is in its life: registering until the simulated keypad answers
 * (dueAt), then registered or failed; deleting until dueAt, then gone.
 */
export type CredentialStatus = 'registering' | 'registered' | 'failed' | 'deleting';

import { credentialStateAt, type Credential } from '../access/moment';
import { hasEnded } from '../keypads/expiry';
import { hasRegistrationFailed } from '../keypads/registration';

/**
 * Where a pass stands at a moment: 予定 (before its start), 有効 (from its start up to and including its end),
 * 期限切れ (its end is earlier than the moment, devices-access §3), 登録中 (not on the keypad yet), 登録失敗.
 */
export type PassState = 'scheduled' | 'active' | 'expired' | 'registering' | 'failed';

/**
 * One PIN's state. A failed job first (it never reached the keypad; it can be retried or deleted whatever its time),
 * then an end already passed (a PIN still registering after its end will never open: 期限切れ, and it can be cleared
 * with the others), then a job still running, then the window as この扉を開けられる人 reads it (credentialStateAt:
 * the start and the end instants are inside).
 */
export const pinPassStateAt = (pin: Credential, at: Date): PassState => {
  if (hasRegistrationFailed(pin)) return 'failed';
  if (hasEnded(pin.timeTill, at)) return 'expired';
  const state = credentialStateAt(pin, at);
  if (state === 'registering') return 'registering';
  return state === 'not-yet' ? 'scheduled' : 'active';
};

/** What a pass on several keypads shows: the worst of its doors (failed, then expired, then registering). */
const PRECEDENCE: ReadonlyArray<PassState> = ['failed', 'expired', 'registering', 'scheduled', 'active'];

/** The state of a pass made of one PIN per keypad (the same code, name and window): its doors' worst state. */
export const passStateAt = (pins: ReadonlyArray<Credential>, at: Date): PassState => {
  const states = new Set(pins.map((pin) => pinPassStateAt(pin, at)));
  return PRECEDENCE.find((state) => states.has(state)) ?? 'active';
};

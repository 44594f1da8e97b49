import * as E from 'fp-ts/Either';
import type { KeypadContext, LoadKeypad } from '../../application/keypads/LoadKeypad';

/** What a PIN or card screen of a keypad shows once the keypad is read: the keypad, 'Hub not set' or the failure. */
export type KeypadOpened =
  | { readonly status: 'ready'; readonly keypad: KeypadContext }
  | { readonly status: 'hub-not-set'; readonly keypad: KeypadContext | null }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The first step of every PIN and card screen of a keypad: the lock is read (`loadFailed`: the screen's sentence
 * when it cannot be), and a keypad that is not on it, or a lock without hub, is the spec's 'Hub not set'.
 */
export const openKeypad = async (
  loadKeypad: LoadKeypad,
  lockId: number,
  keypadId: number,
  loadFailed: string,
): Promise<KeypadOpened> => {
  const keypad = await loadKeypad.execute(lockId, keypadId, loadFailed);
  if (E.isLeft(keypad)) return { status: 'failed', message: keypad.left.message };
  if (!keypad.right.manageable) return { status: 'hub-not-set', keypad: keypad.right };
  return { status: 'ready', keypad: keypad.right };
};

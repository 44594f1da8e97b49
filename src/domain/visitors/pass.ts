import type { KeypadId, RegistrationJobStatus } from '../keypads/registration';
import type { KeypadSide } from '../keypads/keypadSide';
import type { Pin, PinId } from '../pins/pin';
import { PIN_NAME_MAX } from '../pins/pin';
import { validatePinName } from '../pins/validation';
import { instantOfIso } from '../shared/dates';
import { lengthOf } from '../shared/validation';
import { VISITOR_MESSAGES } from './messages';

/**
 * 来訪者パス: a PIN of the spec with a window (devices-access §3: time_from, time_till), issued with the same code,
 * name and window on one or more keypads. Nothing else is stored: a pass is read back from the keypads' PIN lists,
 * and the PINs that share code, name and window are one pass with several doors.
 */

/** One keypad of a pass: its door (the lock), its side, and the PIN that holds the pass there. */
export interface PassDoor {
  readonly lockId: number;
  readonly lockName: string;
  readonly keypadId: KeypadId;
  readonly side: KeypadSide | null;
  readonly pinId: PinId;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly registrationJobStatus: RegistrationJobStatus;
}

export interface VisitorPass {
  /** Stable across readings: the code, the name and the window. */
  readonly key: string;
  readonly name: string;
  readonly pin: string;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly doors: ReadonlyArray<PassDoor>;
}

/** A keypad of the organization with every PIN it lists (both tabs), as organizationReads reads them. */
export interface KeypadWithPins {
  readonly lock: { readonly id: number; readonly name: string };
  readonly keypadId: KeypadId;
  readonly side: KeypadSide | null;
  readonly pins: ReadonlyArray<Pin>;
}

/** A pass is any time-boxed PIN: one with a start or an end (a PIN without a period is nobody's visit). */
export const isTimeBoxed = (pin: Pick<Pin, 'timeFrom' | 'timeTill'>): boolean =>
  pin.timeFrom !== null || pin.timeTill !== null;

/** The same instant written two ways (…+09:00 and …Z) is the same window. */
const instantKey = (iso: string | null): string => {
  if (iso === null) return '-';
  const millis = instantOfIso(iso);
  return Number.isNaN(millis) ? iso : String(millis);
};

export const passKeyOf = (pin: Pick<Pin, 'pin' | 'name' | 'timeFrom' | 'timeTill'>): string =>
  [pin.pin, pin.name, instantKey(pin.timeFrom), instantKey(pin.timeTill)].join('|');

/**
 * Every time-boxed PIN of the organization as a pass: PINs with the same code, name and window are one pass, its
 * doors in the order the keypads came (outdoor before indoor on each lock). Passes come latest end first, then by name.
 */
export const passesOf = (keypads: ReadonlyArray<KeypadWithPins>): ReadonlyArray<VisitorPass> => {
  const byKey = new Map<string, { pass: Omit<VisitorPass, 'doors'>; doors: PassDoor[] }>();
  for (const keypad of keypads)
    for (const pin of keypad.pins) {
      if (!isTimeBoxed(pin)) continue;
      const key = passKeyOf(pin);
      const door: PassDoor = {
        lockId: keypad.lock.id,
        lockName: keypad.lock.name,
        keypadId: keypad.keypadId,
        side: keypad.side,
        pinId: pin.id,
        timeFrom: pin.timeFrom,
        timeTill: pin.timeTill,
        registrationJobStatus: pin.registrationJobStatus,
      };
      const found = byKey.get(key);
      if (found) found.doors.push(door);
      else
        byKey.set(key, {
          pass: { key, name: pin.name, pin: pin.pin, timeFrom: pin.timeFrom, timeTill: pin.timeTill },
          doors: [door],
        });
    }
  const endOf = (pass: Omit<VisitorPass, 'doors'>): number => {
    const millis = pass.timeTill === null ? Infinity : instantOfIso(pass.timeTill);
    return Number.isNaN(millis) ? -Infinity : millis;
  };
  return [...byKey.values()]
    .map(({ pass, doors }) => ({ ...pass, doors }))
    .sort((a, b) => endOf(b) - endOf(a) || a.name.localeCompare(b.name, 'ja'));
};

/**
 * The PIN's name for a visitor and an optional note: '山田 一郎（◯◯工務店）'. A PIN carries only a name
 * (devices-access §3), so the note goes in it, where the keypad's PIN screen and the pass list show it too.
 */
export const passPinName = (name: string | null | undefined, note: string | null | undefined): string => {
  const who = (name ?? '').trim();
  const what = (note ?? '').trim();
  return what === '' ? who : `${who}（${what}）`;
};

export interface PassWhoErrors {
  readonly name?: string;
  readonly note?: string;
}

/**
 * Who the pass is for (an emptied field is undefined, as final-form leaves it): the PIN name's rule (required, 30
 * characters at most, the spec's one message, devices-access §5) on the name; with a note, the name and note together
 * must fit the PIN's 30 characters.
 */
export const validatePassWho = (name: string | null | undefined, note: string | null | undefined): PassWhoErrors => {
  const nameError = validatePinName(name);
  if (nameError !== undefined) return { name: nameError };
  return lengthOf(passPinName(name, note)) > PIN_NAME_MAX ? { note: VISITOR_MESSAGES.nameWithNoteTooLong } : {};
};

import { sideOfKeypad } from '../keypads/keypadSide';
import { ENTRY_EXIT_LABELS, KEY_TYPE_LABELS, LOCK_SIDE_LABELS, LOG_TYPE_LABELS } from './messages';

export type LogType = keyof typeof LOG_TYPE_LABELS;
/** The spec names the key types but not their wire values; the HTTP codec maps onto these. */
export type KeyType = keyof typeof KEY_TYPE_LABELS;
/** Assumption: lock_side tells the main lock from the sub lock of a two-lock door. */
export type LockSide = keyof typeof LOCK_SIDE_LABELS;
export type EntryExit = keyof typeof ENTRY_EXIT_LABELS;

/** Missing values show a dash, as everywhere in the console. */
const DASH = '-';

export const logTypeLabelOf = (type: LogType): string => LOG_TYPE_LABELS[type];

export const keyTypeLabelOf = (type: KeyType | null): string => (type === null ? DASH : KEY_TYPE_LABELS[type]);

export const lockSideLabelOf = (side: LockSide | null): string => (side === null ? DASH : LOCK_SIDE_LABELS[side]);

export const isFailureLog = (type: LogType): boolean =>
  type === 'open_failed' || type === 'close_failed' || type === 'autolock_failed';

/** Entering uses the outdoor keypad, leaving the indoor one. */
export const entryExitOf = (useCase: number): EntryExit | null => {
  const side = sideOfKeypad(useCase);
  if (side === null) return null;
  return side === 'outdoor' ? 'enter' : 'exit';
};

export const entryExitLabelOf = (useCase: number): string => {
  const direction = entryExitOf(useCase);
  return direction === null ? DASH : ENTRY_EXIT_LABELS[direction];
};

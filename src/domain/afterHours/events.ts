import type { EntryExitLog, LockLog } from '../logs/log';
import { entryExitOf, type KeyType } from '../logs/logTypes';
import { instantOfIso } from '../shared/dates';

/**
 * One thing that happened at a door, read from the spec's two logs of a lock (devices-access §3): the entry/exit log
 * (a keypad's use_case: outdoor an entry, indoor an exit) and the lock log (unlocks, manual unlocks, failed unlocks,
 * locks). Spec silent on how the two relate; the choice here:
 *
 * - A keypad entry or exit also unlocks the door, so the lock log holds an 'open' by card or PIN of the same person
 *   at the same moment. Such an 'open' within a minute of an entry/exit row of the same name is that row (one event,
 *   with the lock log's key type), not a second one.
 * - An 'open' left over (the app, the console, a keypad without an entry/exit row) is an unlock; 'manual_open' (the
 *   thumb turn, from inside) a manual unlock; 'open_failed' a failed unlock; close, manual_close and autolock a lock.
 * - close_failed and autolock_failed are not door openings and are left out.
 */
export type DoorEventKind = 'enter' | 'exit' | 'unlock' | 'manualUnlock' | 'unlockFailed' | 'lock';

export interface DoorEvent {
  readonly lockId: number;
  readonly lockName: string;
  /** Epoch milliseconds. */
  readonly at: number;
  readonly kind: DoorEventKind;
  /** The guest of an entry/exit row, the user of a lock log row; null when the log names none. */
  readonly person: string | null;
  readonly keyType: KeyType | null;
}

/** The gap within which a keypad's entry/exit row and the lock log's 'open' are one event. */
export const SAME_EVENT_MS = 60_000;

const KEYPAD_KEYS: ReadonlySet<KeyType> = new Set<KeyType>(['card', 'pin']);

const lockLogKind = (log: LockLog): DoorEventKind | null => {
  switch (log.logType) {
    case 'open':
      return 'unlock';
    case 'manual_open':
      return 'manualUnlock';
    case 'open_failed':
      return 'unlockFailed';
    case 'close':
    case 'manual_close':
    case 'autolock':
      return 'lock';
    default:
      return null;
  }
};

/** The events of one lock, oldest first; rows whose time names no instant are left out. */
export const doorEventsOf = (
  lock: { readonly id: number; readonly name: string },
  lockLogs: ReadonlyArray<LockLog>,
  entryExitLogs: ReadonlyArray<EntryExitLog>,
): ReadonlyArray<DoorEvent> => {
  const events: DoorEvent[] = [];
  // entry/exit rows waiting for their lock log 'open', by person
  const keypadRows = new Map<string, Array<{ at: number; index: number; matched: boolean }>>();
  for (const row of entryExitLogs) {
    const at = instantOfIso(row.loggedAt);
    const direction = entryExitOf(row.useCase);
    if (Number.isNaN(at) || direction === null) continue;
    const index = events.length;
    events.push({ lockId: lock.id, lockName: lock.name, at, kind: direction, person: row.guestName, keyType: null });
    if (row.guestName !== null) {
      const list = keypadRows.get(row.guestName) ?? [];
      list.push({ at, index, matched: false });
      keypadRows.set(row.guestName, list);
    }
  }
  for (const log of lockLogs) {
    const at = instantOfIso(log.loggedAt);
    const kind = lockLogKind(log);
    if (Number.isNaN(at) || kind === null) continue;
    if (kind === 'unlock' && log.keyType !== null && KEYPAD_KEYS.has(log.keyType) && log.userName !== null) {
      const candidates = keypadRows.get(log.userName) ?? [];
      let best: { at: number; index: number; matched: boolean } | undefined;
      for (const c of candidates)
        if (
          !c.matched &&
          Math.abs(c.at - at) <= SAME_EVENT_MS &&
          (!best || Math.abs(c.at - at) < Math.abs(best.at - at))
        )
          best = c;
      const row = best === undefined ? undefined : events[best.index];
      if (best !== undefined && row !== undefined) {
        best.matched = true;
        events[best.index] = { ...row, keyType: log.keyType };
        continue;
      }
    }
    events.push({ lockId: lock.id, lockName: lock.name, at, kind, person: log.userName, keyType: log.keyType });
  }
  return events.sort((a, b) => a.at - b.at);
};

/**
 * The events a door report lists when out of hours: every opening and every failed attempt (entries, exits, unlocks,
 * manual unlocks, failed unlocks); locks are not.
 */
export const isReportedEvent = (kind: DoorEventKind): boolean => kind !== 'lock';

/**
 * Entries, as the heat map and the per-day bars count them: a keypad entry, or an unlock by a key from outside (app,
 * console, a keypad with no entry/exit row). An exit and a manual unlock (the thumb turn, from inside) are not
 * entries; neither is a failed unlock.
 */
export const isEntry = (kind: DoorEventKind): boolean => kind === 'enter' || kind === 'unlock';

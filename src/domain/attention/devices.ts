import { batteryLabelOf, batteryLevelOf, type BatteryLevel } from '../locks/battery';
import { sideOfKeypad } from '../keypads/keypadSide';
import type { Lock } from '../locks/lock';
import { KEYPAD_SIDE_LABELS } from '../locks/messages';
import type { DoorRow } from '../remote/doorStates';
import type { AttentionItem } from './items';
import { DEVICE_ATTENTION_MESSAGES as ATTENTION_MESSAGES } from './messages';

/**
 * The devices part of 要対応, from what the lock list already reads (the locks, with every battery) and what
 * 扉の状態 read in this session: it asks for nothing more, so the lock list's line and the menu count cost no call.
 * Kept apart from the rest (attention.ts) so the lock list loads only this.
 */

/** 少, 空 and NG (devices-access §4: few, empty, ng), worst first. */
const ATTENTION_LEVELS: ReadonlyArray<BatteryLevel> = ['ng', 'empty', 'few'];

/** The worse of a device's two batteries when it is 少, 空 or NG; null when neither is. */
export const batteryToWatch = (a: BatteryLevel, b: BatteryLevel): BatteryLevel | null =>
  ATTENTION_LEVELS.find((level) => a === level || b === level) ?? null;

const batteryItem = (device: string, subject: string, level: BatteryLevel, lockId: number): AttentionItem => ({
  key: `battery:${device}:${level}`,
  kind: 'battery',
  subject,
  detail: batteryLabelOf(level),
  when: null,
  fix: { kind: 'lockSettings', lockId },
});

/** Every lock, sub lock and keypad whose battery is 少, 空 or NG (a Pad R shows no battery: never listed). */
export const batteryItemsOf = (locks: ReadonlyArray<Lock>): ReadonlyArray<AttentionItem> => {
  const items: AttentionItem[] = [];
  const seen = new Set<number>();
  for (const lock of locks) {
    if (seen.has(lock.id)) continue;
    seen.add(lock.id);
    const name = lock.setting.lockName;
    const own = batteryToWatch(batteryLevelOf('lock', lock.batteryA), batteryLevelOf('lock', lock.batteryB));
    if (own !== null) items.push(batteryItem(`lock:${lock.id}`, name, own, lock.id));
    const sub = lock.setting.subLock;
    const subLevel =
      sub === null ? null : batteryToWatch(batteryLevelOf('lock', sub.batteryA), batteryLevelOf('lock', sub.batteryB));
    if (sub !== null && subLevel !== null)
      items.push(batteryItem(`subLock:${sub.id}`, `${name}・${ATTENTION_MESSAGES.subLock}`, subLevel, lock.id));
    for (const keypad of lock.keypads) {
      const level = batteryToWatch(
        batteryLevelOf('keypad', keypad.batteryA, keypad.modelId),
        batteryLevelOf('keypad', keypad.batteryB, keypad.modelId),
      );
      if (level === null) continue;
      const side = sideOfKeypad(keypad.useCase);
      const subject = `${name}・${ATTENTION_MESSAGES.keypad(side === null ? '-' : KEYPAD_SIDE_LABELS[side])}`;
      items.push(batteryItem(`keypad:${keypad.id}`, subject, level, lock.id));
    }
  }
  return items;
};

/** The doors 扉の状態 could not read in its last reading of this session (no answer from the hub or the lock). */
export const hubItemsOf = (doors: ReadonlyArray<DoorRow>): ReadonlyArray<AttentionItem> =>
  doors.flatMap((door): AttentionItem[] =>
    door.state.kind === 'readFailed'
      ? [
          {
            key: `hub:${door.lockId}`,
            kind: 'hub',
            subject: door.name,
            detail: ATTENTION_MESSAGES.hubFailed(door.state.message),
            when: null,
            fix: { kind: 'doorStates', lockId: door.lockId },
          },
        ]
      : [],
  );

/** What the lock list can say without another call: batteries, and the hubs of this session's 扉の状態. */
export const deviceAttentionOf = (
  locks: ReadonlyArray<Lock>,
  doors: ReadonlyArray<DoorRow> | null,
): ReadonlyArray<AttentionItem> => [...batteryItemsOf(locks), ...hubItemsOf(doors ?? [])];

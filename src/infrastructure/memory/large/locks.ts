import type { BatteryCode } from '../../../domain/locks/lock';
import type { KeypadRecord, LockRecord } from '../locks/records';
import type { Clock } from './clock';
import { KEYPAD_ID, LARGE, LOCK_ID, SUB_LOCK_ID, withoutHub } from './figures';
import { BUILDINGS, DOORS } from './names';

/** The large organization's 200 locks on ten sites, with their keypads, hubs, sub-locks and remote behaviours. */

const BATTERIES: ReadonlyArray<BatteryCode> = [0, 0, 0, 1, 0, 2, 0, 3, 1, 4, 0, 5, 0, 6, 1, 7, null];

/** Hub serials in each range of devices-access §3, as numbers and as digit strings. */
const hubOf = (i: number): string | number => {
  switch (i % 4) {
    case 0:
      return 1_000_000 + i; // Q-H1
    case 1:
      return String(2_000_001 + i); // Q-H1A, a string
    case 2:
      return 9_000_000 + i; // Q-H1
    default:
      return 9_900_500 + i; // Q-H1A
  }
};

export const seedLocks = (clock: Clock): LockRecord[] => {
  const locks: LockRecord[] = [];
  let keypadId = KEYPAD_ID;
  const keypad = (useCase: number): KeypadRecord => {
    const id = keypadId;
    keypadId += 1;
    const modelId = id % 2 === 0 ? 5 : 3;
    return {
      id,
      modelId,
      serialNo: `${modelId === 5 ? 'PR' : 'PD'}${String(id)}`,
      useCase,
      batteryA: BATTERIES[id % BATTERIES.length] ?? 0,
      batteryB: BATTERIES[(id * 3) % BATTERIES.length] ?? 0,
    };
  };
  for (let i = 0; i < LARGE.locks; i += 1) {
    const id = LOCK_ID + i;
    const modelId = i % 3 === 0 ? 4 : 1;
    // i % 8: 0 both sides, 1 outdoor only, 2 indoor only (use_case 1 or 8), others none: 50 + 25 + 25 keypads
    const side = i % 8;
    const keypads =
      side === 0 ? [keypad(0), keypad(1)] : side === 1 ? [keypad(0)] : side === 2 ? [keypad(i % 16 === 2 ? 8 : 1)] : [];
    const remote: LockRecord['remote'] =
      i === 5
        ? { kind: 'fails', message: 'ロックとの通信がタイムアウトしました。ハブとロックの距離を確認してください。' }
        : i === 13
          ? { kind: 'hangs' }
          : i === 21
            ? { kind: 'ambiguous' }
            : { kind: 'normal' };
    locks.push({
      id,
      organizationId: LARGE.organizationId,
      modelId,
      serialNo: `${modelId === 4 ? 'LR' : 'LK'}${String(id)}`,
      batteryA: BATTERIES[i % BATTERIES.length] ?? 0,
      batteryB: BATTERIES[(i * 7) % BATTERIES.length] ?? 0,
      lockName: `${BUILDINGS[Math.floor(i / DOORS.length)] ?? ''} ${DOORS[i % DOORS.length] ?? ''}`,
      createdAt: clock.at(-(400 - i), 10, 30),
      onUpside: i % 2 === 1,
      subLock:
        i % 10 === 3
          ? { id: SUB_LOCK_ID + i, modelId: 4, serialNo: `LR${String(SUB_LOCK_ID + i)}`, batteryA: 0, batteryB: 1 }
          : null,
      hubSerial: withoutHub(i) ? null : hubOf(i),
      keypads,
      // a few doors left open (every 25th from the fifth), for 'lock every unlocked door'
      remoteStatus: i === 21 ? 'open_and_close' : i % 25 === 4 ? 'open' : 'close',
      remote,
    });
  }
  return locks;
};

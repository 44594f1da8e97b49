import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { DeviceSpeed } from '../../../application/ports/DevTools';
import { keypadSideLabelOf } from '../../../domain/locks/keypad';
import type { KeypadRecord, LockRecord } from '../locks/records';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import type { CredentialStatus } from './records';

/** How long the simulated keypad takes to answer a registration or a deletion, by the dev menu's speed. */
export const deviceDelayMs = (speed: DeviceSpeed): number =>
  speed === 'instant' ? 0 : speed === 'normal' ? 3000 : 10_000;

export const dueAtFor = (world: World): string =>
  new Date(world.now().getTime() + deviceDelayMs(world.read((s) => s.dev.deviceSpeed))).toISOString();

export interface KeypadOnLock {
  readonly lock: LockRecord;
  readonly keypad: KeypadRecord;
}

/** A keypad of one of the account's locks; anyone else's keypad does not exist for them. */
export const keypadOf = (world: World, account: AccountRecord, keypadId: number): E.Either<PortError, KeypadOnLock> => {
  const found = world.read((s) => {
    for (const lock of s.locks) {
      const keypad = lock.keypads.find((k) => k.id === keypadId);
      if (keypad) return { lock, keypad };
    }
    return undefined;
  });
  return found && account.organizationIds.includes(found.lock.organizationId)
    ? E.right(found)
    : E.left(PortErrors.notFound('keypad not found'));
};

/** Registering and deleting go through the hub: a lock without one refuses (the console shows 'Hub not set'). */
export const keypadReachable = (found: KeypadOnLock): E.Either<PortError, KeypadOnLock> =>
  found.lock.hubSerial === null ? E.left(PortErrors.invalid('ハブが設定されていません。')) : E.right(found);

/** '本社 正面玄関 屋外側キーパッド': how the server names a keypad in its errors. */
export const keypadLabel = (world: World, keypadId: number): string =>
  world.read((s) => {
    for (const lock of s.locks) {
      const keypad = lock.keypads.find((k) => k.id === keypadId);
      if (keypad) return `${lock.lockName} ${keypadSideLabelOf(keypad.useCase)}キーパッド`;
    }
    return `キーパッド${keypadId}`;
  });

interface Settling {
  status: CredentialStatus;
  dueAt: string | null;
}

/** Whether a record's keypad has answered by now. */
export const isDue = (record: Settling, now: Date): boolean =>
  record.dueAt !== null && new Date(record.dueAt).getTime() <= now.getTime();

export const paged = <T>(items: ReadonlyArray<T>, page: number, perPage: number): T[] => {
  const size = perPage > 0 ? perPage : 30;
  const from = (Math.max(1, page) - 1) * size;
  return items.slice(from, from + size);
};

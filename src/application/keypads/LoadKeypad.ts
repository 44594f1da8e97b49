import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { canManageKeys } from '../../domain/locks/capabilities';
import { keypadSideLabelOf } from '../../domain/locks/keypad';
import type { Keypad } from '../../domain/locks/lock';
import { LockGateway } from '../locks/ports/LockGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

/** The keypad a PIN or card screen works on, and whether keys can be managed there at all. */
export interface KeypadContext {
  readonly lockId: number;
  readonly lockName: string;
  readonly keypad: Keypad | null;
  readonly sideLabel: string;
  /** False: the lock has no hub and no keypad, or this keypad is not on it: the 'Hub not set' modal. */
  readonly manageable: boolean;
}

@injectable()
export class LoadKeypad {
  constructor(@inject(LockGateway) private readonly locks: LockGateway) {}

  /** `fallback`: the screen's sentence when the lock cannot be read (a PIN screen's or a card screen's). */
  async execute(lockId: number, keypadId: number, fallback: string): Promise<Outcome<KeypadContext>> {
    const lock = fromPortResult(await this.locks.get(lockId), fallback);
    if (E.isLeft(lock)) return lock;
    const keypad = lock.right.keypads.find((k) => k.id === keypadId) ?? null;
    return E.right({
      lockId,
      lockName: lock.right.setting.lockName,
      keypad,
      sideLabel: keypad === null ? '' : keypadSideLabelOf(keypad.useCase),
      manageable: keypad !== null && canManageKeys(lock.right),
    });
  }
}

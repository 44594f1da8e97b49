import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import { validateLockName } from '../../domain/locks/lockName';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { LockGateway } from '../ports/LockGateway';
import { messageOf } from '../shared/messageOf';

export type LockSaveFailure =
  | { readonly kind: 'invalid'; readonly message: string }
  /** The lock is gone (deleted elsewhere): the screen says so and returns to the list. */
  | { readonly kind: 'notFound'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** Renames a lock; the rest of its setting (on_upside) is sent back as it was. */
@injectable()
export class RenameLock {
  constructor(@inject(LockGateway) private readonly locks: LockGateway) {}

  async execute(lock: Pick<Lock, 'id' | 'setting'>, name: string): Promise<E.Either<LockSaveFailure, string>> {
    const invalid = validateLockName(name);
    if (invalid !== undefined) return E.left({ kind: 'invalid', message: invalid });
    const lockName = name.trim();
    const result = await this.locks.updateSetting(lock.id, { lockName, onUpside: lock.setting.onUpside });
    if (E.isRight(result)) return E.right(lockName);
    return E.left(
      result.left._tag === 'NotFound'
        ? { kind: 'notFound', message: LOCK_MESSAGES.lockNotFound }
        : { kind: 'failed', message: messageOf(result.left, LOCK_MESSAGES.renameFailed) },
    );
  }
}

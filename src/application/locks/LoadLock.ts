import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { LockGateway } from './ports/LockGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/** One lock (the history's heading and date bounds); NotFound says it may have been deleted. */
@injectable()
export class LoadLock {
  constructor(@inject(LockGateway) private readonly locks: LockGateway) {}

  async execute(lockId: number): Promise<Outcome<Lock>> {
    if (!Number.isInteger(lockId) || lockId <= 0) return E.left(AppErrors.notFound(LOCK_MESSAGES.lockNotFound));
    return fromPortResult(await this.locks.get(lockId), LOCK_MESSAGES.loadFailed, {
      messages: { NotFound: LOCK_MESSAGES.lockNotFound },
    });
  }
}

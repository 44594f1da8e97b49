import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import { validateLockName } from '../../domain/locks/lockName';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { LockGateway } from '../ports/LockGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

/**
 * Renames a lock; the rest of its setting (on_upside) is sent back as it was. A lock gone
 * meanwhile (deleted elsewhere) is NotFound: the screen says so and returns to the list.
 */
@injectable()
export class RenameLock {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(lock: Pick<Lock, 'id' | 'setting'>, name: string): Promise<Outcome<string>> {
    const invalid = validateLockName(name);
    if (invalid !== undefined) return E.left(AppErrors.invalidFields({ lockName: invalid }));
    const lockName = name.trim();
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const result = await this.locks.updateSetting(lock.id, { lockName, onUpside: lock.setting.onUpside });
    return E.isRight(result) ? E.right(lockName) : E.left(fromPort(result.left, LOCK_MESSAGES.renameFailed, { messages: { NotFound: LOCK_MESSAGES.lockNotFound } }));
  }
}

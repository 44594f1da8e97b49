import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import { validateLockName } from '../../domain/locks/lockName';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { LockGateway } from './ports/LockGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { changeLine, CONFLICT_MESSAGES, fieldChange } from '../../domain/shared/changes';

const upside = (onUpside: boolean): string => (onUpside ? 'はい' : 'いいえ');

/**
 * The lock_setting fields PATCH writes, as changed between two reads (on_upside is not on the form: ours, 上下逆の取り付け).
 */
const settingChanges = (before: Lock['setting'], after: Lock['setting']): ReadonlyArray<string> =>
  [
    ...fieldChange('ロック名', before.lockName, after.lockName),
    ...fieldChange('上下逆の取り付け', upside(before.onUpside), upside(after.onUpside)),
  ].map(changeLine);

/**
 * Renames a lock. PATCH lock_setting sends on_upside too, so the lock is read again first: its setting
 * changed since the page loaded → nothing is written (Changed); with `onCurrent` the new name goes on top
 * of the current setting. A lock gone meanwhile (deleted elsewhere) is NotFound: the screen says so and
 * returns to the list.
 */
@injectable()
export class RenameLock {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(
    lock: Pick<Lock, 'id' | 'setting'>,
    name: string,
    options: { readonly onCurrent?: boolean } = {},
  ): Promise<Outcome<Lock['setting']>> {
    const invalid = validateLockName(name);
    if (invalid !== undefined) return E.left(AppErrors.invalidFields({ lockName: invalid }));
    const lockName = name.trim();
    const notFound = { messages: { NotFound: LOCK_MESSAGES.lockNotFound } };
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const reread = await this.locks.get(lock.id);
    if (E.isLeft(reread)) return E.left(fromPort(reread.left, LOCK_MESSAGES.renameFailed, notFound));
    const current = reread.right.setting;
    const changes = settingChanges(lock.setting, current);
    if (!options.onCurrent && changes.length > 0)
      return E.left(AppErrors.changed(CONFLICT_MESSAGES.changedMeanwhile('ロック'), changes));
    const result = await this.locks.updateSetting(lock.id, { lockName, onUpside: current.onUpside });
    return E.isRight(result)
      ? E.right({ ...current, lockName })
      : E.left(fromPort(result.left, LOCK_MESSAGES.renameFailed, notFound));
  }
}

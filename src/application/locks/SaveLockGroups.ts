import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { KeyGroupGateway } from '../ports/KeyGroupGateway';
import type { PortError } from '../ports/PortError';
import { messageOf } from '../shared/messageOf';
import type { LockSaveFailure } from './RenameLock';

/** Ticks become attach calls and unticks detach calls; untouched groups are not sent. */
@injectable()
export class SaveLockGroups {
  constructor(@inject(KeyGroupGateway) private readonly groups: KeyGroupGateway) {}

  async execute(lockId: number, before: ReadonlyArray<number>, after: ReadonlyArray<number>): Promise<E.Either<LockSaveFailure, ReadonlyArray<number>>> {
    const attach = after.filter((id) => !before.includes(id));
    const detach = before.filter((id) => !after.includes(id));
    if (attach.length > 0) {
      const attached = await this.groups.attachLocks(attach, [lockId]);
      if (E.isLeft(attached)) return E.left(failureOf(attached.left));
    }
    if (detach.length > 0) {
      const detached = await this.groups.detachLocks(detach, [lockId]);
      if (E.isLeft(detached)) return E.left(failureOf(detached.left));
    }
    return E.right(after);
  }
}

const failureOf = (error: PortError): LockSaveFailure =>
  error._tag === 'NotFound'
    ? { kind: 'notFound', message: LOCK_MESSAGES.lockNotFound }
    : { kind: 'failed', message: messageOf(error, LOCK_MESSAGES.groupsUpdateFailed) };

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { KeyGroupGateway } from './ports/KeyGroupGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

const NOT_FOUND = { messages: { NotFound: LOCK_MESSAGES.lockNotFound } };

/** Ticks become attach calls and unticks detach calls; untouched groups are not sent. */
@injectable()
export class SaveLockGroups {
  constructor(
    @inject(KeyGroupGateway) private readonly groups: KeyGroupGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(
    lockId: number,
    before: ReadonlyArray<number>,
    after: ReadonlyArray<number>,
  ): Promise<Outcome<ReadonlyArray<number>>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const attach = after.filter((id) => !before.includes(id));
    const detach = before.filter((id) => !after.includes(id));
    if (attach.length > 0) {
      const attached = fromPortResult(
        await this.groups.attachLocks(attach, [lockId]),
        LOCK_MESSAGES.groupsUpdateFailed,
        NOT_FOUND,
      );
      if (E.isLeft(attached)) return attached;
    }
    if (detach.length > 0) {
      const detached = fromPortResult(
        await this.groups.detachLocks(detach, [lockId]),
        LOCK_MESSAGES.groupsUpdateFailed,
        NOT_FOUND,
      );
      if (E.isLeft(detached)) return detached;
    }
    return E.right(after);
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { needsBatteryChange } from '../../domain/locks/battery';
import type { Lock } from '../../domain/locks/lock';
import { totalPages } from '../../domain/shared/paging';
import { LockGateway } from '../ports/LockGateway';
import { fromPort, type Outcome } from '../shared/AppError';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** Reading every page costs one call each; beyond this many the summary says it is partial. */
export const BATTERY_SCAN_MAX_PAGES = 30;

export interface BatterySummary {
  readonly locks: ReadonlyArray<Pick<Lock, 'id'> & { readonly name: string }>;
  /** False when the organization has more locks than the scan reads. */
  readonly complete: boolean;
}

/**
 * The locks of the whole organization (not just the page on screen) that need a battery
 * change now: the manager plans one round of replacements instead of paging through panels.
 */
@injectable()
export class FindLocksNeedingBattery {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): Promise<Outcome<BatterySummary>> {
    return this.organization.run(async (organizationId) => {
      const found: Lock[] = [];
      let pages = 1;
      for (let page = 1; page <= Math.min(pages, BATTERY_SCAN_MAX_PAGES); page += 1) {
        const result = await this.locks.list({ organizationId, page, lockName: '', sort: null });
        if (E.isLeft(result)) return E.left(fromPort(result.left, LOCK_MESSAGES.loadFailed));
        found.push(...result.right.items.filter(needsBatteryChange));
        pages = totalPages(result.right.total, result.right.perPage);
      }
      return E.right({
        locks: found.map((l) => ({ id: l.id, name: l.setting.lockName })),
        complete: pages <= BATTERY_SCAN_MAX_PAGES,
      });
    });
  }
}

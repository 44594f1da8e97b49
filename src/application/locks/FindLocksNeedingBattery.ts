import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { needsBatteryChange } from '../../domain/locks/battery';
import type { Lock } from '../../domain/locks/lock';
import { LockGateway } from './ports/LockGateway';
import { fromPort, type Outcome } from '../shared/AppError';
import { readAllPages } from '../shared/CallPool';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** Reading every page costs one call each; beyond this many the summary says it is partial. */
export const BATTERY_SCAN_MAX_PAGES = 30;

export interface BatterySummary {
  readonly locks: ReadonlyArray<Pick<Lock, 'id'> & { readonly name: string }>;
  /** False when the organization has more locks than the scan reads. */
  readonly complete: boolean;
  /** Every lock read (要対応's batteries are counted from them, with no other call). */
  readonly scanned: ReadonlyArray<Lock>;
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
      // every page (the one paging rule), at most BATTERY_SCAN_MAX_PAGES of them
      const read = await readAllPages((page) => this.locks.list({ organizationId, page, lockName: '', sort: null }), {
        maxPages: BATTERY_SCAN_MAX_PAGES,
      });
      if (E.isLeft(read)) return E.left(fromPort(read.left, LOCK_MESSAGES.loadFailed));
      return E.right({
        locks: read.right.items.filter(needsBatteryChange).map((l) => ({ id: l.id, name: l.setting.lockName })),
        complete: read.right.complete,
        scanned: read.right.items,
      });
    });
  }
}

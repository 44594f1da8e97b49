import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { Clock } from '../ports/Clock';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { pagingMismatchText } from '../../domain/shared/paging';
import { AccessReadings, type Reading } from '../shared/AccessReadings';

/**
 * An access view's reading through the session's readings: what was read before for this view in the
 * page's organization (shown at once, with its time), and a new reading that replaces it when it succeeds
 * (a failed reading keeps the old one; one overlapped by a write it shows is not kept). The work itself (the
 * view's Load… use case) is passed in.
 */
@injectable()
export class ReadAccess {
  constructor(
    @inject(AccessReadings) private readonly readings: AccessReadings,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** The page's organization's name, for the report's heading ('' before any organization is current). */
  organizationName(): string {
    return this.organization.summary()?.name ?? '';
  }

  /** The moment a view evaluates by default: now, on the console's clock (the demo world's in memory mode). */
  now(): Date {
    return this.clock.now();
  }

  kept<T>(view: string): Reading<T> | undefined {
    const id = this.organization.summary()?.id;
    return id === undefined || id === null ? undefined : this.readings.get<T>(id, view);
  }

  /**
   * What the view did after its reading changes what it read (扉の状態: a door closed since): the kept reading
   * takes the change and keeps its read time. Nothing kept (or no organization): nothing to change.
   */
  amend<T>(view: string, change: (value: T) => T): void {
    const id = this.organization.summary()?.id;
    const kept = this.kept<T>(view);
    if (id === undefined || id === null || kept === undefined) return;
    this.readings.keep(id, view, { ...kept, value: change(kept.value) });
  }

  /** `pool`: the reading's pool, whose lists with a total that differed from the rows read become its notices. */
  read<T>(view: string, work: () => Promise<Outcome<T>>, pool?: CallPool): Promise<Outcome<Reading<T>>> {
    return this.organization.run(async (organizationId) => {
      const writtenSince = this.readings.watch(view);
      const answer = await work();
      if (E.isLeft(answer)) return answer;
      const notices = [...new Set((pool?.mismatches ?? []).map(pagingMismatchText))];
      const reading = { value: answer.right, readAt: this.clock.now(), ...(notices.length > 0 ? { notices } : {}) };
      // shown either way; kept only when no write of this tab it shows came while it was read (it may miss it)
      if (!writtenSince()) this.readings.keep(organizationId, view, reading);
      return E.right(reading);
    });
  }
}

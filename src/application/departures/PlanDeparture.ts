import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Whose } from '../../domain/access/whose';
import { departurePlanOf, type DeparturePlan } from '../../domain/departures/plan';
import type { GuestId } from '../../domain/guests/guest';
import { keypadsOf, OrganizationReads } from '../access/organizationReads';
import { LoadGuestAccess } from '../access/LoadGuestAccess';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';

/**
 * 「この人のアクセスをすべて取り消す」's confirmation: what would change, read fresh and sent nowhere. The person as
 * この人が開けられる扉 reads them (LoadGuestAccess: the guest, its groups with the organization-wide one, its cards
 * and the keypads each is on), then every keypad's PINs (GET locks, every page; knight_pins of each keypad, the
 * registering tab only where there is one) for the ones whose name holds the person's. Another organization's guest
 * is named and planned no further. Only reads: nothing is written before the manager confirms.
 */
@injectable()
export class PlanDeparture {
  constructor(
    @inject(LoadGuestAccess) private readonly access: LoadGuestAccess,
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
  ) {}

  async execute(guestId: GuestId, pool: CallPool): Promise<Outcome<Whose<DeparturePlan>>> {
    const reading = await this.access.execute(guestId, pool);
    if (E.isLeft(reading)) return reading;
    if (reading.right.kind === 'elsewhere') return E.right(reading.right);
    const locks = await this.reads.locks(pool);
    if (E.isLeft(locks)) return locks;
    const pins = await this.reads.keypadPins(pool, keypadsOf(locks.right));
    if (E.isLeft(pins)) return pins;
    const keypads = pins.right.map(({ keypad, registered, registering }) => ({
      door: { lockId: keypad.lock.id, lockName: keypad.lock.setting.lockName },
      keypadId: keypad.keypad.id,
      side: keypad.side,
      pins: [...registered, ...registering],
    }));
    return E.right({ ...reading.right, value: departurePlanOf(reading.right.value, keypads) });
  }
}

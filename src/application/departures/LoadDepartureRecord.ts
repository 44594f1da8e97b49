import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DepartureRecord } from '../../domain/departures/record';
import type { GuestId } from '../../domain/guests/guest';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import { DepartureLedger } from './DepartureLedger';

/**
 * The person's departure record kept this session in the page's organization (what is done, what failed, what was
 * never sent because the manager left), null when there is none; `onChange` follows it while a screen shows it.
 */
@injectable()
export class LoadDepartureRecord {
  constructor(
    @inject(DepartureLedger) private readonly ledger: DepartureLedger,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(guestId: GuestId): Promise<Outcome<DepartureRecord | null>> {
    return this.organization.run((organizationId) =>
      Promise.resolve(E.right(this.ledger.get(organizationId, guestId) ?? null)),
    );
  }

  /** Tells every change of the person's record; the answer stops telling. */
  onChange(guestId: GuestId, listener: (record: DepartureRecord) => void): () => void {
    return this.ledger.onChange((record) => {
      if (record.guest.id === guestId && record.organization.id === this.organization.summary()?.id) listener(record);
    });
  }
}

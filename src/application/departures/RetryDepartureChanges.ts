import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DEPARTURE_MESSAGES } from '../../domain/departures/messages';
import type { DepartureRecord } from '../../domain/departures/record';
import type { GuestId } from '../../domain/guests/guest';
import { AuthStore } from '../ports/AuthStore';
import { CardsGateway } from '../cards/ports/CardsGateway';
import { Clock } from '../ports/Clock';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { DepartureLedger } from './DepartureLedger';
import { runChanges } from './runChanges';

/**
 * 再試行 (one change) and 失敗したものをすべて再試行 (failedKeysOf): the given changes of the person's kept record sent
 * again, one request each, when their turn finds them failed or never sent (left mid-way); a change done or in flight
 * is not sent.
 */
@injectable()
export class RetryDepartureChanges {
  constructor(
    @inject(DepartureLedger) private readonly ledger: DepartureLedger,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(guestId: GuestId, keys: ReadonlyArray<string>, pool: CallPool): Promise<Outcome<DepartureRecord>> {
    return this.organization.run(async (organizationId) => {
      const record = this.ledger.get(organizationId, guestId);
      if (record === undefined) return E.left(AppErrors.notFound(DEPARTURE_MESSAGES.noRecord));
      const done = await runChanges(
        {
          ledger: this.ledger,
          ports: { groups: this.groups, cards: this.cards, pins: this.pins },
          organization: this.organization,
          clock: this.clock,
          by: this.auth.load()?.me.name ?? '',
        },
        { organizationId, guestId },
        keys,
        pool,
      );
      return E.right(done ?? record);
    });
  }
}

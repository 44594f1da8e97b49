import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DEPARTURE_MESSAGES } from '../../domain/departures/messages';
import type { DeparturePlan } from '../../domain/departures/plan';
import { recordOf, type DepartureRecord } from '../../domain/departures/record';
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
 * The manager confirmed: the chosen changes of the plan become the person's record (kept for the session, replacing
 * an earlier one), and each is sent, its own request through the pool, its answer written to the record with the
 * time and the manager. Refused while an earlier run for the person still has a request out.
 */
@injectable()
export class StartDeparture {
  constructor(
    @inject(DepartureLedger) private readonly ledger: DepartureLedger,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(
    input: { readonly plan: DeparturePlan; readonly chosen: ReadonlySet<string> },
    pool: CallPool,
  ): Promise<Outcome<DepartureRecord>> {
    return this.organization.run(async (organizationId) => {
      const guestId = input.plan.guest.id;
      const earlier = this.ledger.get(organizationId, guestId);
      if (earlier?.entries.some((entry) => entry.status === 'sending'))
        return E.left(AppErrors.conflict(DEPARTURE_MESSAGES.stillRunning));
      const organization = { id: organizationId, name: this.organization.summary()?.name ?? '' };
      const record = recordOf(input.plan, input.chosen, organization, this.clock.now());
      if (record.entries.length === 0) return E.left(AppErrors.invalid(DEPARTURE_MESSAGES.nothingChosen));
      this.ledger.keep(record);
      const done = await runChanges(
        {
          ledger: this.ledger,
          ports: { groups: this.groups, cards: this.cards, pins: this.pins },
          organization: this.organization,
          clock: this.clock,
          by: this.auth.load()?.me.name ?? '',
        },
        { organizationId, guestId },
        record.entries.map((entry) => entry.change.key),
        pool,
      );
      return E.right(done ?? record);
    });
  }
}

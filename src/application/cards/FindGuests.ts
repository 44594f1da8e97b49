import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { type GuestChoice } from '../../domain/cards/validation';
import { GuestsGateway } from '../guests/ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { type Outcome } from '../shared/AppError';

/** The user picker's source: the organization's guests whose name contains what the manager typed. */
@injectable()
export class FindGuests {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  /** Every guest (one call, GET guests/all); the picker filters as the manager types. */
  async execute(): Promise<Outcome<ReadonlyArray<GuestChoice>>> {
    return E.map((guests: ReadonlyArray<{ id: number; name: string; email: string }>) =>
      guests.map((g) => ({ id: g.id, name: g.name, email: g.email })),
    )(await this.organization.call(CARD_MESSAGES.loadFailed, (organizationId) => this.guests.all(organizationId)));
  }
}

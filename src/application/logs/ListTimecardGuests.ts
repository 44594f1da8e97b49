import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Guest } from '../../domain/guests/guest';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import { GuestsGateway } from '../guests/ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** A guest as the user picker shows it. */
export interface GuestName {
  readonly id: number;
  readonly name: string;
}

/** The users the timecard tab's picker offers, by name (GET /guests/all, the one port of that call). */
@injectable()
export class ListTimecardGuests {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(): Promise<Outcome<ReadonlyArray<GuestName>>> {
    const all = await this.organization.call(LOG_MESSAGES.timecardLoadFailed, (id) => this.guests.all(id));
    return E.map((guests: ReadonlyArray<Guest>) =>
      guests.map((g) => ({ id: g.id, name: g.name })).sort((a, b) => a.name.localeCompare(b.name, 'ja')),
    )(all);
  }
}

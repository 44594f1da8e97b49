import { inject, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GuestsGateway } from './ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** Sends unconnected guests the mail asking them to link their lock-app account. */
@injectable()
export class RequestGuestConnection {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(guestIds: ReadonlyArray<GuestId>): Promise<Outcome<void>> {
    return this.organization.call(GUEST_MESSAGES.connectionRequestFailed, (id) =>
      this.guests.requestConnection(id, guestIds),
    );
  }
}

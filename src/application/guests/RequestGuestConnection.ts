import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';

/** Sends unconnected guests the mail asking them to link their lock-app account. */
@injectable()
export class RequestGuestConnection {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(guestIds: ReadonlyArray<GuestId>): Promise<E.Either<string, void>> {
    const id = this.organization.id();
    if (E.isLeft(id)) return E.left(messageOf(id.left, GUEST_MESSAGES.connectionRequestFailed));
    const result = await this.guests.requestConnection(id.right, guestIds);
    return E.mapLeft((error: Parameters<typeof messageOf>[0]) => messageOf(error, GUEST_MESSAGES.connectionRequestFailed))(result);
  }
}

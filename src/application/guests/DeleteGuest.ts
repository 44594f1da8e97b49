import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GuestsGateway } from './ports/GuestsGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** Deletes a guest; one still holding cards is a Conflict naming the cards (the modal of devices-access §8). */
@injectable()
export class DeleteGuest {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: GuestId): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const result = await this.guests.remove(id);
    if (E.isRight(result)) return result;
    const error = result.left;
    return E.left(
      error._tag === 'GuestHoldsCards'
        ? AppErrors.conflict(GUEST_MESSAGES.deleteHasCards, error.cardNames)
        : fromPort(error, GUEST_MESSAGES.deleteFailed),
    );
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GuestsGateway } from '../ports/GuestsGateway';
import { messageOf } from '../shared/messageOf';

export type DeleteGuestFailure =
  /** The guest still holds these cards: the modal asks to delete them first (spec section 8). */
  | { readonly kind: 'holds-cards'; readonly cardNames: ReadonlyArray<string> }
  | { readonly kind: 'failed'; readonly message: string };

@injectable()
export class DeleteGuest {
  constructor(@inject(GuestsGateway) private readonly guests: GuestsGateway) {}

  async execute(id: GuestId): Promise<E.Either<DeleteGuestFailure, void>> {
    const result = await this.guests.remove(id);
    if (E.isRight(result)) return result;
    const error = result.left;
    return E.left(error._tag === 'GuestHoldsCards' ? { kind: 'holds-cards', cardNames: error.cardNames } : { kind: 'failed', message: messageOf(error, GUEST_MESSAGES.deleteFailed) });
  }
}

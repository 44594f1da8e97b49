import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CardMasterId } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { type GuestChoice, resolveCardUser, validateCardFields } from '../../domain/cards/validation';
import { hasErrors } from '../../domain/shared/validation';
import { CardsGateway } from '../ports/CardsGateway';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

export interface CardForm {
  readonly name: string;
  readonly user: string;
}

/** The user picker's source: the organization's guests whose name contains what the manager typed. */
@injectable()
export class FindGuests {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  /** Every guest (one call, GET guests/all); the picker filters as the manager types. */
  async all(): Promise<Outcome<ReadonlyArray<GuestChoice>>> {
    return E.map((guests: ReadonlyArray<{ id: number; name: string; email: string }>) => guests.map((g) => ({ id: g.id, name: g.name, email: g.email })))(
      await this.organization.call(CARD_MESSAGES.loadFailed, (organizationId) => this.guests.all(organizationId)),
    );
  }
}

/** The guests whose name or e-mail contains the typed text, at most `limit` (the picker's suggestions). */
export const guestsMatching = <G extends GuestChoice>(guests: ReadonlyArray<G>, typed: string, limit = 8): ReadonlyArray<G> => {
  const text = typed.trim();
  const lower = text.toLowerCase();
  return text === '' ? [] : guests.filter((g) => g.name.includes(text) || g.email.toLowerCase().includes(lower)).slice(0, limit);
};

/**
 * The card registration and edit screens: name (required, max 10) and user (required, an
 * existing guest: 「利用者」が存在しません。), then PATCH with guest_id and name. A server error is shown as sent.
 */
@injectable()
export class SaveCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: CardMasterId, form: CardForm, picked: GuestChoice | null, guests: ReadonlyArray<GuestChoice>): Promise<Outcome<void>> {
    const fields = validateCardFields(form, picked, guests);
    if (hasErrors(fields)) return E.left(AppErrors.invalidFields(fields));
    const user = resolveCardUser(form.user, picked, guests);
    if (!user) return E.left(AppErrors.invalidFields({ user: CARD_MESSAGES.userNotFound }));
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const result = await this.cards.update(id, { guestId: user.id, name: form.name.trim() });
    if (E.isRight(result)) return result;
    return E.left(fromPort(result.left, CARD_MESSAGES.saveFailed, { serverMessage: true }));
  }
}


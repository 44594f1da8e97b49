import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { CardCsvContext } from '../../domain/cards/cardCsvRules';
import { CardsGateway } from '../ports/CardsGateway';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';

/**
 * What the dry run can know from the server: every card (with or without a user) and every
 * guest's e-mail. Loaded once per screen; without it the dry run checks the file's own rules only.
 */
@injectable()
export class LoadCardCsvContext {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): Promise<Outcome<CardCsvContext>> {
    return this.organization.run(async (organizationId) => {
      const cards = new Map<number, { hasUser: boolean }>();
      for (const isGuestRegistered of [true, false]) {
        // the organization's cards, 1000 a page (spec silent on the page size this call allows)
        for (let page = 1; page <= 20; page += 1) {
          const result = await this.cards.search({ organizationId, page, perPage: 1000, isGuestRegistered });
          if (E.isLeft(result)) return E.left(fromPort(result.left, CARD_MESSAGES.listFailed));
          result.right.items.forEach((c) => cards.set(c.id, { hasUser: c.guestId !== null }));
          if (page * 1000 >= result.right.total) break;
        }
      }
      const guests = await this.guests.all(organizationId);
      if (E.isLeft(guests)) return E.left(fromPort(guests.left, CARD_MESSAGES.loadFailed));
      return E.right({ cards, guestEmails: new Set(guests.right.map((g) => g.email.trim().toLowerCase())) });
    });
  }
}

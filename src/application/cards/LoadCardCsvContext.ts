import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { CardCsvContext } from '../../domain/cards/cardCsvRules';
import { CardsGateway } from './ports/CardsGateway';
import { GuestsGateway } from '../guests/ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import { readAllPages } from '../shared/CallPool';

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
        // every page by the one paging rule (the server decides the page size; 1000 asked for, spec silent)
        const read = await readAllPages((page) =>
          this.cards.search({ organizationId, page, perPage: 1000, isGuestRegistered }),
        );
        if (E.isLeft(read)) return E.left(fromPort(read.left, CARD_MESSAGES.listFailed));
        read.right.items.forEach((c) => cards.set(c.id, { hasUser: c.guestId !== null }));
      }
      const guests = await this.guests.all(organizationId);
      if (E.isLeft(guests)) return E.left(fromPort(guests.left, CARD_MESSAGES.loadFailed));
      return E.right({ cards, guestEmails: new Set(guests.right.map((g) => g.email.trim().toLowerCase())) });
    });
  }
}

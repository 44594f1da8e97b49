import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  type CardMaster,
  type CardMasterId,
  ORGANIZATION_CARD_PAGE_SIZE,
  type OrganizationCardsTab,
} from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { Page } from '../../domain/shared/paging';
import { CardsGateway } from '../ports/CardsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, fromPortResult, type Outcome } from '../shared/AppError';

/** /organization/cards: one tab (users set / not set), one page. */
@injectable()
export class SearchOrganizationCards {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(tab: OrganizationCardsTab, page: number): Promise<Outcome<Page<CardMaster>>> {
    return this.organization.call(CARD_MESSAGES.listFailed, (organizationId) =>
      this.cards.search({
        organizationId,
        page: Math.max(1, page),
        perPage: ORGANIZATION_CARD_PAGE_SIZE,
        isGuestRegistered: tab === 'with-user',
      }),
    );
  }
}

/** One card for its edit or registration screen; a failure sends the manager back to the list. */
@injectable()
export class LoadCard {
  constructor(@inject(CardsGateway) private readonly cards: CardsGateway) {}

  async execute(id: CardMasterId): Promise<Outcome<CardMaster>> {
    return fromPortResult(await this.cards.get(id), CARD_MESSAGES.loadFailed);
  }
}

/**
 * Deleting from the organization: a card on a keypad is refused and the modal lists the
 * keypads (Conflict with items); other failures are the 削除に失敗しました。 toast.
 */
@injectable()
export class DeleteOrganizationCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: CardMasterId): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const result = await this.cards.remove(id);
    if (E.isRight(result)) return result;
    const error = result.left;
    if (error._tag === 'CardOnKeypads') return E.left(AppErrors.conflict(CARD_MESSAGES.deleteBlocked, error.errors));
    return E.left(fromPort(error, CARD_MESSAGES.deleteFailed));
  }
}

import { inject, injectable } from 'inversify';
import { type CardMaster, ORGANIZATION_CARD_PAGE_SIZE, type OrganizationCardsTab } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { Page } from '../../domain/shared/paging';
import { CardsGateway } from './ports/CardsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { type Outcome } from '../shared/AppError';

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

import { inject, injectable } from 'inversify';
import { type CardMaster, ORGANIZATION_CARD_PAGE_SIZE, type OrganizationCardsTab } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { Page } from '../../domain/shared/paging';
import { CardsGateway } from './ports/CardsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { type Outcome } from '../shared/AppError';
import { HeadStart } from '../shared/HeadStart';
import type { OrganizationId } from '../../domain/shared/ids';
import type { CardSearch } from './ports/CardsGateway';

const searchOf = (organizationId: OrganizationId, tab: OrganizationCardsTab, page: number): CardSearch => ({
  organizationId,
  page: Math.max(1, page),
  perPage: ORGANIZATION_CARD_PAGE_SIZE,
  isGuestRegistered: tab === 'with-user',
});

const searchKey = (search: CardSearch) => [
  'organization-cards',
  search.organizationId,
  search.page,
  search.perPage,
  search.isGuestRegistered,
];

/** /organization/cards: one tab (users set / not set), one page. */
@injectable()
export class SearchOrganizationCards {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(HeadStart) private readonly headStart: HeadStart,
  ) {}

  execute(tab: OrganizationCardsTab, page: number): Promise<Outcome<Page<CardMaster>>> {
    return this.organization.call(CARD_MESSAGES.listFailed, (organizationId) => {
      const search = searchOf(organizationId, tab, page);
      // the first tab's first page may have been asked for while the guard refreshed the session
      return this.headStart.take(searchKey(search)) ?? this.cards.search(search);
    });
  }
}

/** カード's first read (the cards with a user, page 1), asked for beside the guard's refresh on entering it. */
@injectable()
export class OrganizationCardsHeadStart {
  constructor(
    @inject(HeadStart) private readonly headStart: HeadStart,
    @inject(CardsGateway) private readonly cards: CardsGateway,
  ) {}

  start(): void {
    this.headStart.start((id) => {
      const search = searchOf(id, 'with-user', 1);
      return [{ key: searchKey(search), answer: this.cards.search(search) }];
    });
  }
}

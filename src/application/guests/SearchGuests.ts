import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { type Guest, GUEST_PAGE_SIZE } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import type { Page } from '../../domain/shared/paging';
import { GuestsGateway } from './ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import { HeadStart } from '../shared/HeadStart';
import type { OrganizationId } from '../../domain/shared/ids';
import type { GuestSearch } from './ports/GuestsGateway';

export interface GuestQuery {
  readonly name: string;
  readonly isConnected: boolean;
  readonly page: number;
  /** Only the members of this key group (the spec's group_id query). */
  readonly groupId?: GroupId;
}

/** 利用者's first query: the connected guests, no name, page 1 (GuestsPresenter's list starts there). */
const FIRST_GUEST_QUERY: GuestQuery = { name: '', isConnected: true, page: 1 };

const searchOf = (organizationId: OrganizationId, query: GuestQuery): GuestSearch => ({
  organizationId,
  name: query.name.trim(),
  isConnected: query.isConnected,
  page: Math.max(1, query.page),
  perPage: GUEST_PAGE_SIZE,
  ...(query.groupId !== undefined ? { groupId: query.groupId } : {}),
});

const searchKey = (search: GuestSearch) => [
  'guests-search',
  search.organizationId,
  search.name,
  search.isConnected,
  search.page,
  search.perPage,
  search.groupId,
];

/** One page (10) of the current organization's connected or unconnected guests, by name. */
@injectable()
export class SearchGuests {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(HeadStart) private readonly headStart: HeadStart,
  ) {}

  execute(query: GuestQuery): Promise<Outcome<Page<Guest>>> {
    return this.organization.call(GUEST_MESSAGES.loadFailed, (organizationId) => {
      const search = searchOf(organizationId, query);
      // the list's first page may have been asked for while the guard refreshed the session (GuestsHeadStart)
      return this.headStart.take(searchKey(search)) ?? this.guests.search(search);
    });
  }
}

/** 利用者's first page, asked for beside the guard's refresh on entering the list (HeadStart). */
@injectable()
export class GuestsHeadStart {
  constructor(
    @inject(HeadStart) private readonly headStart: HeadStart,
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
  ) {}

  start(): void {
    this.headStart.start((id) => {
      const search = searchOf(id, FIRST_GUEST_QUERY);
      return [{ key: searchKey(search), answer: this.guests.search(search) }];
    });
  }
}

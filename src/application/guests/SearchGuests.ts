import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { type Guest, GUEST_PAGE_SIZE } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import type { Page } from '../../domain/shared/paging';
import { GuestsGateway } from './ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

export interface GuestQuery {
  readonly name: string;
  readonly isConnected: boolean;
  readonly page: number;
  /** Only the members of this key group (the spec's group_id query). */
  readonly groupId?: GroupId;
}

/** One page (10) of the current organization's connected or unconnected guests, by name. */
@injectable()
export class SearchGuests {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(query: GuestQuery): Promise<Outcome<Page<Guest>>> {
    return this.organization.call(GUEST_MESSAGES.loadFailed, (organizationId) =>
      this.guests.search({
        organizationId,
        name: query.name.trim(),
        isConnected: query.isConnected,
        page: Math.max(1, query.page),
        perPage: GUEST_PAGE_SIZE,
        ...(query.groupId !== undefined ? { groupId: query.groupId } : {}),
      }),
    );
  }
}

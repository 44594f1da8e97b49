import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { type Guest, GUEST_PAGE_SIZE } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import type { Page } from '../../domain/shared/paging';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';

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

  async execute(query: GuestQuery): Promise<E.Either<string, Page<Guest>>> {
    const id = this.organization.id();
    if (E.isLeft(id)) return E.left(messageOf(id.left, GUEST_MESSAGES.loadFailed));
    const result = await this.guests.search({
      organizationId: id.right, name: query.name.trim(), isConnected: query.isConnected, page: Math.max(1, query.page), perPage: GUEST_PAGE_SIZE,
      ...(query.groupId !== undefined ? { groupId: query.groupId } : {}),
    });
    return E.mapLeft((error: Parameters<typeof messageOf>[0]) => messageOf(error, GUEST_MESSAGES.loadFailed))(result);
  }
}

import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupsGateway } from '../../../application/groups/ports/GroupsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Group, GroupId } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { GroupInvitationsCodec, guestIdsOf } from '../guests/codecs';
import { GroupCodec, GroupCreatedCodec, GroupSearchCodec, groupBodyOf, toGroup } from './codecs';

const INVITATIONS = '/v1/console/group_invitations/group';

@injectable()
export class HttpGroupsGateway implements GroupsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async search(organizationId: number, name: string): Promise<E.Either<PortError, ReadonlyArray<Group>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/groups/search',
      query: { organization_id: organizationId, name },
      required: { organizationId },
      codec: GroupSearchCodec,
    });
    return E.map((wire: typeof GroupSearchCodec._A) => wire.groups.map(toGroup))(result);
  }

  async get(id: GroupId): Promise<E.Either<PortError, Group>> {
    return E.map(toGroup)(
      await this.http.json({ method: 'GET', api: 'v1', path: `/v1/console/groups/${id}`, codec: GroupCodec }),
    );
  }

  async create(organizationId: number, draft: GroupDraft): Promise<E.Either<PortError, GroupId>> {
    const result = await this.http.json({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/groups/',
      body: groupBodyOf(organizationId, draft),
      required: { organizationId },
      codec: GroupCreatedCodec,
    });
    return result;
  }

  update(id: GroupId, organizationId: number, draft: GroupDraft): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'PATCH',
      api: 'v1',
      path: `/v1/console/groups/${id}`,
      body: groupBodyOf(organizationId, draft),
      required: { organizationId },
    });
  }

  remove(id: GroupId): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'DELETE', api: 'v1', path: `/v1/console/groups/${id}` });
  }

  attachGuests(groupIds: ReadonlyArray<GroupId>, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/group_guests/attach',
      body: { group_ids: groupIds, guest_ids: guestIds },
    });
  }

  detachGuests(groupIds: ReadonlyArray<GroupId>, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: '/v1/console/group_guests/detach',
      body: { group_ids: groupIds, guest_ids: guestIds },
    });
  }

  async invitedGuests(groupId: GroupId): Promise<E.Either<PortError, ReadonlyArray<number>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: INVITATIONS,
      query: { group_id: groupId },
      required: { groupId },
      codec: GroupInvitationsCodec,
    });
    return E.map(guestIdsOf)(result);
  }

  inviteGuests(groupId: GroupId, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: INVITATIONS,
      body: { group_id: groupId, guest_ids: guestIds },
      required: { groupId },
    });
  }

  uninviteGuests(groupId: GroupId, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: INVITATIONS,
      body: { group_id: groupId, guest_ids: guestIds },
      required: { groupId },
    });
  }
}

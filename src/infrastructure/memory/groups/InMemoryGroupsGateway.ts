import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupsGateway } from '../../../application/groups/ports/GroupsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Group, GroupId } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryGroupsGateway implements GroupsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  private get world() {
    return this.backend.world;
  }

  search(organizationId: number, name: string): Promise<E.Either<PortError, ReadonlyArray<Group>>> {
    return this.backend.authenticated((account) => server.searchGroups(this.world, account, organizationId, name));
  }

  get(id: GroupId): Promise<E.Either<PortError, Group>> {
    return this.backend.authenticated((account) => server.getGroup(this.world, account, id));
  }

  create(organizationId: number, draft: GroupDraft): Promise<E.Either<PortError, GroupId>> {
    return this.backend.authenticated((account) => server.createGroup(this.world, account, organizationId, draft));
  }

  update(id: GroupId, _organizationId: number, draft: GroupDraft): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.updateGroup(this.world, account, id, draft));
  }

  remove(id: GroupId): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.deleteGroup(this.world, account, id));
  }

  attachGuests(groupIds: ReadonlyArray<GroupId>, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.attachGuests(this.world, account, groupIds, guestIds));
  }

  detachGuests(groupIds: ReadonlyArray<GroupId>, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.detachGuests(this.world, account, groupIds, guestIds));
  }

  async invitedGuests(groupId: GroupId): Promise<E.Either<PortError, ReadonlyArray<number>>> {
    const rows = await this.backend.authenticated((account) => server.invitedGuestsOf(this.world, account, groupId));
    return E.map((list: Array<{ guest_id: number }>) => list.map((r) => r.guest_id))(rows);
  }

  inviteGuests(groupId: GroupId, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.attachGuests(this.world, account, [groupId], guestIds));
  }

  uninviteGuests(groupId: GroupId, guestIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.detachGuests(this.world, account, [groupId], guestIds));
  }
}

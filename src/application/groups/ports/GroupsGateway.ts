import type { Either } from 'fp-ts/Either';
import type { Group, GroupId } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import type { GuestId } from '../../../domain/guests/guest';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { PortError } from '../../ports/PortError';

/** The key-group calls of devices-access §7 (Locks and groups) and the group_guests membership calls. */
export interface GroupsGateway {
  /** GET /v1/console/groups/search: every group of the organization, whole ones included. */
  search(organizationId: OrganizationId, name: string): Promise<Either<PortError, ReadonlyArray<Group>>>;
  /** GET /v1/console/groups/{id} */
  get(id: GroupId): Promise<Either<PortError, Group>>;
  /** POST /v1/console/groups/: returns the new id. */
  create(organizationId: OrganizationId, draft: GroupDraft): Promise<Either<PortError, GroupId>>;
  /** PATCH /v1/console/groups/{id} (same body as create). */
  update(id: GroupId, organizationId: OrganizationId, draft: GroupDraft): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/groups/{id} */
  remove(id: GroupId): Promise<Either<PortError, void>>;
  /** POST /v1/console/group_guests/attach */
  attachGuests(groupIds: ReadonlyArray<GroupId>, guestIds: ReadonlyArray<GuestId>): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/group_guests/detach */
  detachGuests(groupIds: ReadonlyArray<GroupId>, guestIds: ReadonlyArray<GuestId>): Promise<Either<PortError, void>>;
  /**
   * GET /v1/console/group_invitations/group (group_id): the guests invited to the group (the unconnected tab's truth).
   */
  invitedGuests(groupId: GroupId): Promise<Either<PortError, ReadonlyArray<GuestId>>>;
  /** POST /v1/console/group_invitations/group with group_id and guest_ids */
  inviteGuests(groupId: GroupId, guestIds: ReadonlyArray<GuestId>): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/group_invitations/group with group_id and guest_ids */
  uninviteGuests(groupId: GroupId, guestIds: ReadonlyArray<GuestId>): Promise<Either<PortError, void>>;
}
export const GroupsGateway = Symbol.for('GroupsGateway');

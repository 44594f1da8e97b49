import type { World } from '../world/World';
import type { ManagerInvitationRecord } from './records';

/**
 * The one way into the invitations slice for the other parts of the world (the managers' slot
 * count, the account's accept page): reads and the accept mark, nothing that imports a server,
 * so managers/server, account/server and invitations/server never import each other in a cycle.
 */

/** The invitations of an organization not accepted yet: they hold a manager slot. */
export const pendingInvitationsOf = (world: World, organizationId: number): ManagerInvitationRecord[] =>
  world.read((s) => s.managerInvitations.filter((i) => i.organizationId === organizationId && i.acceptedAt === null));

/** The invitation of a mail link, accepted or not. */
export const invitationRecord = (world: World, id: string): ManagerInvitationRecord | undefined =>
  world.read((s) => s.managerInvitations.find((i) => i.id === id));

/** The link of the mail has been used: the invitation no longer holds a slot. */
export const markInvitationAccepted = (world: World, id: string): void =>
  world.write((s) => {
    const accepted = s.managerInvitations.find((i) => i.id === id);
    if (accepted) accepted.acceptedAt = world.now().toISOString();
  });

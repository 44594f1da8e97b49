import type { World } from '../world/World';
import type { ManagerInvitationRecord } from './records';

/**
 * The one way into the invitations slice for the other parts of the world (the managers' slot
 * count, the account's accept page): reads, the accept mark and the slot count, nothing that imports a server:
 * account and managers import invitations, never the reverse.
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

/** Managers and pending invitations take the plan's manager slots. */
export const refreshRemainingManagers = (world: World, organizationId: number): void => {
  const pending = pendingInvitationsOf(world, organizationId).length;
  world.write((s) => {
    const organization = s.organizations.find((o) => o.id === organizationId);
    if (!organization) return;
    const used = s.managers.filter((m) => m.organizationId === organizationId).length + pending;
    const plan = organization.planFunctions;
    organization.planFunctions = { ...plan, remainingManagerCount: Math.max(0, plan.maximumManagerCount - used) };
  });
};

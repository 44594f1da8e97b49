import type { ManagerId, OrganizationId } from '../shared/ids';
import { canInviteManager, type PlanFunctions } from '../shared/plan';

export type { ManagerId };

/** A manager of the organization (devices-access §3). */
export interface Manager {
  readonly id: ManagerId;
  readonly organizationId: OrganizationId;
  readonly name: string;
  readonly email: string;
  /** ISO date-times. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Managers and invitations are listed 100 a page (devices-access §9). */
export const MANAGER_PAGE_SIZE = 100;

/** A manager cannot remove themselves from the detail screen (devices-access §6). */
export const isOwnRecord = (manager: Pick<Manager, 'id'>, signedInId: ManagerId | null): boolean =>
  signedInId !== null && manager.id === signedInId;

/** Inviting is blocked when remainingManagerCount is below 1 (devices-access §6). */
export const canInvite = (plan: PlanFunctions): boolean => canInviteManager(plan);

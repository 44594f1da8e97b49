import { formatYen } from '../shared/money';

export type GuestId = number;

export interface GuestGroup {
  readonly id: number;
  readonly name: string;
}

/** A guest (利用者): a person who may open the organization's locks. */
export interface Guest {
  readonly id: GuestId;
  readonly name: string;
  readonly email: string;
  /** Linked to a lock-app account. */
  readonly isConnected: boolean;
  readonly groups: ReadonlyArray<GuestGroup>;
  /** ISO date-time of the last connection-request mail, null when none was sent. */
  readonly connectionRequestDate: string | null;
}

/**
 * Which record holds a guest's key groups (devices spec: Guest.groups, group_guests, group_invitations; devices-access
 * §4,
 * Guest connection). A connected guest is a member: its own `groups`, written by group_guests attach/detach.
 * An unconnected guest cannot be a member yet, only invited: group_invitations (/guest and /group) hold and write it.
 * The guest detail and both guest tabs of the group detail read and write the same record for the same guest.
 */
export type MembershipSource = 'members' | 'invitations';
export const membershipSourceOf = (guest: Pick<Guest, 'isConnected'>): MembershipSource =>
  guest.isConnected ? 'members' : 'invitations';

export const GUEST_NAME_MAX = 20;
export const GUEST_PAGE_SIZE = 10;

/** Guests up to this count cost nothing (devices-access §9). */
export const FREE_GUEST_TIER = 20;
/** Monthly price per guest beyond the free tier, tax included. */
export const PAY_PER_GUEST_YEN = 110;

/** How many of `adding` new guests would be billed once the organization has `currentCount`. */
export const billableGuestsAmong = (currentCount: number, adding = 1): number =>
  Math.max(0, Math.min(adding, currentCount + adding - FREE_GUEST_TIER));

/**
 * Translation (the spec names the billable-guest confirmation but not its text): the notice
 * shown before adding guests beyond the free tier, or undefined while they are still free.
 */
export const billableGuestNotice = (currentCount: number, adding = 1): string | undefined => {
  const billable = billableGuestsAmong(currentCount, adding);
  if (billable === 0) return undefined;
  return (
    `現在の利用者数は${currentCount}名です。利用者は${FREE_GUEST_TIER}名まで無料で、` +
    `それを超える利用者1名につき月額${formatYen(PAY_PER_GUEST_YEN)}（税込）がかかります。` +
    `今回の登録で${billable}名分（月額${formatYen(billable * PAY_PER_GUEST_YEN)}）が追加されます。よろしいですか？`
  );
};

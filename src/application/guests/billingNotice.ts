import * as E from 'fp-ts/Either';
import { billableGuestNotice, FREE_GUEST_TIER } from '../../domain/guests/guest';
import type { OrganizationId } from '../../domain/shared/ids';
import type { GuestsGateway } from './ports/GuestsGateway';

/**
 * The confirmation text after the server's billing 401: counts the organization's guests
 * (GET /guests/all) for the exact figures; if that count fails, the notice still names the
 * free tier, as the server has already said these guests are billed.
 */
export const billingNoticeFor = async (
  guests: GuestsGateway,
  organizationId: OrganizationId,
  adding: number,
): Promise<string> => {
  const all = await guests.all(organizationId);
  const count = E.isRight(all) ? all.right.length : FREE_GUEST_TIER;
  return billableGuestNotice(Math.max(count, FREE_GUEST_TIER - adding + 1), adding) ?? '';
};

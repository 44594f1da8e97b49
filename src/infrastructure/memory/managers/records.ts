/**
 * A manager of one organization (the spec's Manager has organization_id): the account is who
 * signs in, this record is their place in the organization. Kept in step with the account's
 * organizationIds, which sign-in reads.
 */
export interface ManagerRecord {
  accountId: number;
  organizationId: number;
  createdAt: string;
  updatedAt: string;
}

/** An invitation of an e-mail address to manage an organization; its id is the token of the mail link. */
export interface ManagerInvitationRecord {
  id: string;
  email: string;
  organizationId: number;
  /** When it was made. */
  createdAt: string;
  /** When the mail was last sent (a resend moves it). */
  invitedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

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

export type OrganizationId = number;
export type ManagerId = number;

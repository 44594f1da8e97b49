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

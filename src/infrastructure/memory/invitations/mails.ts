import { MAIL_SIGNATURE, type MailDraft } from '../world/mail';
import type { ManagerInvitationRecord } from './records';

/** The link is a console path, so the dev mailbox opens the accept page in this console. */
export const invitationMail = (
  invitation: Pick<ManagerInvitationRecord, 'id' | 'email'>,
  organizationName: string,
): MailDraft => ({
  to: invitation.email,
  subject: `【スマートロック管理コンソール】${organizationName}の管理者に招待されました`,
  body: `${organizationName}の管理者として招待されました。\n以下のリンクから招待をご確認のうえ、参加してください。${MAIL_SIGNATURE}`,
  links: [{ label: '招待を確認する', href: `/accept-manager-invitation/${encodeURIComponent(invitation.id)}` }],
});

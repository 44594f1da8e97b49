import type { MailRecord } from '../platform/records';
import type { ManagerInvitationRecord } from '../invitations/records';

type Mail = Omit<MailRecord, 'id' | 'sentAt'>;

const SIGNATURE = '\n\n―――\nスマートロック管理コンソール\n※このメールは送信専用です。';

/** The links are console paths, so the dev mailbox opens them in this console. */
export const passwordResetMail = (to: string, token: string, lifetimeHours: number): Mail => ({
  to,
  subject: '【スマートロック管理コンソール】パスワード再設定のご案内',
  body: `パスワード再設定のお申し込みを受け付けました。\n以下のリンクから新しいパスワードを設定してください。\nリンクの有効期限は${lifetimeHours}時間です。お心当たりのない場合は、このメールを破棄してください。${SIGNATURE}`,
  links: [{ label: 'パスワードを再設定する', href: `/password_reset/${encodeURIComponent(token)}/` }],
});

export const invitationMail = (
  invitation: Pick<ManagerInvitationRecord, 'id' | 'email'>,
  organizationName: string,
): Mail => ({
  to: invitation.email,
  subject: `【スマートロック管理コンソール】${organizationName}の管理者に招待されました`,
  body: `${organizationName}の管理者として招待されました。\n以下のリンクから招待をご確認のうえ、参加してください。${SIGNATURE}`,
  links: [{ label: '招待を確認する', href: `/accept-manager-invitation/${encodeURIComponent(invitation.id)}` }],
});

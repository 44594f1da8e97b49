import { MAIL_SIGNATURE, type MailDraft } from '../world/mail';

/** The link is a console path, so the dev mailbox opens it in this console. */
export const passwordResetMail = (to: string, token: string, lifetimeHours: number): MailDraft => ({
  to,
  subject: '【スマートロック管理コンソール】パスワード再設定のご案内',
  body: `パスワード再設定のお申し込みを受け付けました。\n以下のリンクから新しいパスワードを設定してください。\nリンクの有効期限は${lifetimeHours}時間です。お心当たりのない場合は、このメールを破棄してください。${MAIL_SIGNATURE}`,
  links: [{ label: 'パスワードを再設定する', href: `/password_reset/${encodeURIComponent(token)}/` }],
});

import { MAIL_SIGNATURE, type MailDraft } from '../world/mail';

/** The link is a console path, so the dev mailbox opens the wizard in this console. */
export const provisionalRegistrationMail = (to: string, token: string): MailDraft => ({
  to,
  subject: '【スマートロック管理コンソール】本登録のご案内',
  body: `仮登録ありがとうございます。\n以下のURLから企業情報を登録し、本登録を完了してください。${MAIL_SIGNATURE}`,
  links: [{ label: '本登録へ進む', href: `/account/signup/organization/${encodeURIComponent(token)}` }],
});

/** Also how a created organization is found in the dev menu: its id and inquiry number. */
export const signupReceivedMail = (
  to: string,
  organizationName: string,
  humanCode: string,
  organizationId: number,
): MailDraft => ({
  to,
  subject: `【スマートロック管理コンソール】お申し込みを受け付けました（お問い合わせ番号 ${humanCode}）`,
  body: `${organizationName} さま\n\nお申し込みを受け付けました。\nお問い合わせ番号：${humanCode}\n（組織ID：${organizationId}、審査中）\n審査結果は5営業日以内に、ご登録の住所宛にお送りします。\nお問い合わせ番号は大切に保管してください。${MAIL_SIGNATURE}`,
  links: [{ label: 'ログイン画面', href: '/login' }],
});

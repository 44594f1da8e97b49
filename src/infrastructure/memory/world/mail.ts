import type { MailRecord } from './platformRecords';

/** A mail as a server writes it; World.sendMail gives it its id and the time it was sent. */
export type MailDraft = Omit<MailRecord, 'id' | 'sentAt'>;

/** The foot of every mail the demo world sends. */
export const MAIL_SIGNATURE = '\n\n―――\nスマートロック管理コンソール\n※このメールは送信専用です。';

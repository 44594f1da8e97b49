import { MESSAGES } from '../shared/messages';

/**
 * Japanese texts of lock-status notifications. The spec shows only the plan message
 * (devices-access §8); the rest are ours ("Ours"), written as a manager would expect.
 */
export const NOTIFICATION_MESSAGES = {
  planUnavailable: MESSAGES.planUnavailable,
  /** Ours: the e-mail rules (devices-access §5 says only "each valid"). */
  emailRequired: 'メールアドレスを入力してください。',
  emailFormat: 'メールアドレスの形式が正しくありません。',
  emailDuplicate: 'このメールアドレスは既に通知先に登録されています。',
  /** Ours: the limit of 5 rows. */
  tooMany: '通知先メールアドレスは5件まで登録できます。',
  /** Ours: the switch cannot go on with no address. */
  cannotTurnOnWithoutEmail: '通知をONにするには、通知先メールアドレスを1件以上登録してください。',
  /** Ours: the last address cannot go while the switch is on. */
  cannotRemoveLast: '通知がONの間は、最後の通知先メールアドレスを削除できません。通知をOFFにしてから削除してください。',
  /** Ours: the failure alert of each call. */
  loadFailed: '通知設定を取得できませんでした。時間をおいて再度お試しください。',
  switchFailed: '通知のON/OFFを変更できませんでした。時間をおいて再度お試しください。',
  addFailed: '通知先メールアドレスを登録できませんでした。時間をおいて再度お試しください。',
  removeFailed: '通知先メールアドレスを削除できませんでした。時間をおいて再度お試しください。',
  /** Ours: success toasts. */
  switchedOn: '通知をONにしました。',
  switchedOff: '通知をOFFにしました。',
  added: MESSAGES.registered,
  removed: MESSAGES.deleted,
} as const;

import { MESSAGES } from '../shared/messages';

/**
 * Japanese texts of the managers feature (managers, invitations). The spec gives most of
 * them only in English (devices-access §8, Managers); entries marked "Translation" render
 * those, entries marked "Ours" are texts the spec does not describe at all.
 */
export const MANAGER_MESSAGES = {
  /** The account doc's e-mail messages (account-billing-signup §5): the invite form is an account form. */
  emailRequired: 'メールアドレスを入力してください。',
  emailFormat: 'メールアドレスの形式が正しくありません。',
  /** 'not available on your plan' */
  planUnavailable: MESSAGES.planUnavailable,
  /** 'plan limit reached': the spec's own words for a plan limit. */
  planLimitReached: MESSAGES.planLimitReached,
  /** 409 'already registered email': the spec's wording of the same case for guests. */
  alreadyRegistered: '既に登録されているメールアドレスです。',
  /** Translation of 'an error occurred'. */
  inviteFailed: 'エラーが発生しました。時間をおいて再度お試しください。',
  /** Ours: success toast of an invitation. */
  invited: '招待メールを送信しました。',
  /** Ours: success toast of a resend. */
  resent: '招待メールを再送信しました。',
  /** Translation of the generic failure of a resend. */
  resendFailed: '招待メールの再送信に失敗しました。時間をおいて再度お試しください。',
  deleted: MESSAGES.deleted,
  /** The spec's delete failure wording (groups, guests). */
  deleteFailed: '削除に失敗しました。',
  /** Ours: list and detail load failures. */
  listFailed: '管理者情報の取得に失敗しました。',
  loadFailed: '管理者情報を取得できませんでした。',
  invitationsFailed: '招待中の管理者の取得に失敗しました。',
  /** Ours: removal confirmation and results. */
  removeTitle: '管理者を削除しますか？',
  removeWarning:
    'この管理者は組織の管理コンソールにログインできなくなります。管理者がいなくなると、誰も組織を管理できなくなるおそれがあります。この操作は取り消せません。',
  removed: '管理者を削除しました。',
  removeFailed: '管理者の削除に失敗しました。時間をおいて再度お試しください。',
  /** Ours: why the own record has no remove button. */
  ownRecord: 'ご自身のアカウントはこの画面から削除できません。',
  /** Ours: empty states. */
  noManagers: '該当する管理者はいません。',
  noInvitations: '招待中の管理者はいません。',
} as const;

/** Ours: the invitation-delete confirmation names the address. */
export const deleteInvitationQuestion = (email: string): string => `${email} への招待を削除しますか？`;
/** Ours: the removal confirmation names the manager. */
export const removeQuestionOf = (name: string): string => `${name} さんを管理者から削除しますか？`;

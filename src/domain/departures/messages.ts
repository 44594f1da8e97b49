import { ACCESS_MESSAGES } from '../access/messages';

/**
 * The words of 退職処理 (someone leaves: every key group, IC card and PIN of theirs taken away, with a record). Not in
 * the spec, which has no such flow: ours, in the spec's voice, built on its calls (group_guests/detach,
 * group_invitations, DELETE pad_cards, DELETE pad_pins).
 */
export const DEPARTURE_MESSAGES = {
  title: ACCESS_MESSAGES.guest.departure,
  action: ACCESS_MESSAGES.guest.departureAction,
  confirmTitle: (guest: string): string => `${guest}さんのアクセスをすべて取り消します`,
  confirmLead: '次の変更を行います。確認してから「取り消す」を押してください。確定するまで何も送信しません。',
  confirm: '取り消す',
  what: {
    leaveGroup: (group: string): string => `鍵グループ「${group}」から外す`,
    unassignCard: (card: string, door: string): string => `ICカード「${card}」を${door}のキーパッドから削除`,
    deletePin: (name: string, door: string): string => `暗証番号「${name}」を${door}のキーパッドから削除`,
  },
  /** PINs carry only a name (devices-access §3): one whose name holds the person's may be someone else's. */
  uncertainPin: '名前が一致する暗証番号です。この人のものか確認できないため、必要なものだけ選んでください。',
  notes: {
    /**
     * The spec's card calls set a user (PATCH card_masters: guest_id and name, or the name alone) but never clear one:
     * the card master keeps its user, and the manager changes it when the card goes to someone else.
     */
    cardKeepsUser: (card: string, guest: string): string =>
      `ICカード「${card}」の利用者は${guest}さんのまま残ります（利用者を外す操作はありません）。カードを回収して別の人に渡すときは、カードの設定で利用者を変更してください。`,
    /** A keypad card with the same card and user names as another card of the organization (CardMatch 'namesake'). */
    namesakeCard: (card: string, door: string): string =>
      `${door}のICカード「${card}」は同じ名前の別の利用者のカードかもしれないため、ここでは削除しません。カード画面で確認してください。`,
    /** The organization-wide group: the spec's detach takes any group, so it is tried; what to do if it is refused. */
    wholeGroup:
      '組織全体（全員）の鍵グループからも外します。外せなかった場合は、利用者の編集画面で利用者を削除してください（ICカードを持っている場合は先にカードの削除が必要です）。',
  },
  /** The organization-wide group's detach refused: what the manager must do instead. */
  wholeGroupRefused:
    '組織全体（全員）から外せませんでした。利用者の編集画面で利用者を削除してください（ICカードを持っている場合は先にカードの削除が必要です）。',
  /** By ChangeStatus (record.ts, which imports the plan, which imports these words: no import back). */
  status: {
    waiting: '未実行',
    sending: '送信中',
    done: '完了',
    failed: '失敗',
  },
  /** A retry found the thing already gone (an earlier answer was lost after the server applied it). */
  alreadyGone: 'すでに取り消されていました。',
  retry: '再試行',
  retryAll: '失敗したものをすべて再試行',
  progress: (settled: number, total: number): string => `${total} 件中 ${settled} 件を処理しました`,
  summary: (done: number, failed: number, waiting: number): string =>
    `完了 ${done} 件・失敗 ${failed} 件・未実行 ${waiting} 件`,
  nothingToChange: 'この人について取り消すものはありません。',
  nothingChosen: '取り消すものを1つ以上選んでください。',
  /** A second confirmation while the first one's requests are still out: nothing is sent twice. */
  stillRunning: 'この人の退職処理を実行中です。終わってから操作してください。',
  /** A retry with no record (the tab was reloaded): the manager starts from the person again. */
  noRecord: 'この人の退職処理の記録がありません。もう一度「この人のアクセスをすべて取り消す」から始めてください。',
  /** Changes never sent (the manager left mid-way): sent when the manager says so, not by themselves. */
  resume: (count: number): string => `未実行の ${count} 件を実行`,
  /** The screen's sections and columns. Ours: the issue names what they show, not their words. */
  planning: 'この人のアクセスを確認しています',
  changesTitle: '取り消す内容',
  notesTitle: '注意事項',
  uncertainTitle: '名前が一致する暗証番号（要確認）',
  cancel: 'キャンセル',
  startOver: 'もう一度確認から始める',
  /** The view read again after the run: no door left, or what is left and why. */
  check: {
    title: '取り消し後の確認',
    reading: '取り消し後のアクセスを読み直しています',
    readAgain: '読み直す',
    none: '読み直した結果、この人が開けられる扉はありません。',
    left: (count: number): string => `読み直した結果、この人が開けられる扉が${count}か所残っています。`,
    view: 'この人が開けられる扉を表示',
  },
  record: {
    title: '退職処理の記録',
    columns: { what: '内容', status: '結果', message: '詳細', at: '日時', by: '実施者' },
    heading: (organization: string, guest: string): string => `${organization}　${guest}さんの退職処理の記録`,
    csvHeader: ['組織', '利用者', '内容', '結果', '詳細', '日時', '実施者'],
    csv: 'CSVをダウンロード',
    print: '印刷',
  },
} as const;

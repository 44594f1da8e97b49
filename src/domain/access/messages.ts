import type { CredentialState, GroupClosedReason } from './moment';

/** The words of the access views (この扉を開けられる人, この人が開けられる扉, アクセスの点検). */
export const ACCESS_MESSAGES = {
  groupClosed: {
    'before-period': '期間の開始前',
    'after-period': '期間の終了後',
    weekday: '利用できない曜日',
    hours: '利用時間外',
  } satisfies Record<GroupClosedReason, string>,
  credential: {
    opens: '開けられる',
    failed: '登録失敗',
    registering: '登録中',
    'being-deleted': '削除処理中',
    'not-yet': '開始前',
    expired: '期限切れ',
  } satisfies Record<CredentialState, string>,
  opens: '開けられる',
  /** A guest whose lock-app account is not connected has no app key yet, whatever the group allows. */
  notConnected: 'アプリ未連携',
  noEnd: '期限なし',
  /** この人が開けられる扉 (per guest). */
  guest: {
    title: 'この人が開けられる扉',
    /**
     * '今（11月26日 14:05 時点）この人が開けられる扉：3か所' (今 is the reading's moment), or at a moment the manager
     * set: '2026/11/25 20:00 にこの人が開けられる扉：3か所'.
     */
    totals: (when: { readonly readAt: string } | string, count: number): string =>
      `${typeof when === 'string' ? `${when} に` : `今（${when.readAt}）`}この人が開けられる扉：${count}か所`,
    notConnectedNote: 'この利用者はアプリ未連携のため、鍵グループではどの扉も開けられません（ICカードは使えます）。',
    noGroups: '鍵グループに入っていません。',
    noLocks: 'このグループに扉はありません。',
    noCards: 'ICカードを持っていません。',
    notOnKeypad: 'キーパッド未登録',
    noDoors: 'この人が開けられる扉はありません。',
    matchedByNames: 'カード名と利用者名で照合',
    /**
     * A keypad card whose card and user names match this guest's card and another card of the organization alike
     * (the spec's row gives no id to tell them apart): maybe another person's card. Offered no delete here.
     */
    namesakeCard: '同名のカード',
    namesakeNote:
      '同じ名前の利用者の同じ名前のカードがあるため、この人のカードか確認できません。削除はカード画面から行ってください。',
    /** A door only a 同名のカード would open: not counted as this guest's. */
    namesakeOnly: '同名のカードのみ',
    removeFromGroupTitle: 'グループから外す',
    removeFromGroup: (guest: string, group: string): string =>
      `${guest}さんを鍵グループ「${group}」から外します。よろしいですか？`,
    /** The title of the keypad card's delete confirmation (its message is the card screen's own). */
    unassignCardTitle: (door: string, side: string): string => `カードの削除（${door} ${side}）`,
    /** The way to 退職処理 (its words are DEPARTURE_MESSAGES', kept here so this view loads none of the rest). */
    departure: '退職処理',
    departureAction: 'この人のアクセスをすべて取り消す',
  },
  readAgain: '読み直す',
  loadFailed: 'アクセス情報を取得できませんでした。',
  /** Spec silent: worded as the lock's own not-found sentence (LOCK_MESSAGES.lockNotFound). */
  guestNotFound: '利用者が見つかりません。削除された可能性があります。',
  /**
   * '11月26日 14:05 時点': the moment a reading was taken, which is what 今 means on a kept reading (the views answer
   * for the reading's moment, not for a present they have not read).
   */
  readMoment: (month: number, day: number, time: string): string => `${month}月${day}日 ${time} 時点`,
  /** A record of another organization of the manager (a bookmark, Back after a switch): named, never evaluated here. */
  elsewhere: {
    title: (noun: string): string => `ほかの組織の${noun}です`,
    body: (noun: string, recordName: string, owner: string, current: string): string =>
      `${noun}「${recordName}」は「${owner}」の${noun}です。表示中の組織「${current}」の鍵グループやカードでは判定しません。`,
    switchTo: (owner: string): string => `「${owner}」に切り替えて表示する`,
  },
  /** '40 件中 12 件を確認しました': the calls settled out of the calls asked for so far. */
  progress: (done: number, total: number): string => `${total} 件中 ${done} 件を確認しました`,
  /** 'いま' when the moment is now, otherwise the moment as the manager set it ('2026/11/25 20:00 に'). */
  readAt: (when: string): string => `${when} に読み込みました`,
  /** アクセスの点検 (the access review); not in the spec: the issue names the sections, these are their words. */
  review: {
    title: 'アクセスの点検',
    subject: '対象：組織全体',
    /** The totals line on top. */
    summary: (n: number): string => (n === 0 ? '確認が必要な項目はありません。' : `確認が必要な項目：${n}件`),
    sections: {
      expiring: '7日以内に期限が切れるもの',
      failed: 'キーパッドへの登録に失敗したもの',
      cardsWithoutUser: '利用者が設定されていないカード',
      guestsWithoutGroup: 'どの鍵グループにも入っていない利用者',
      groupsWithoutLock: 'ロックがない鍵グループ',
      locksWithoutGroup: 'どの鍵グループにも入っていないロック',
    },
    /** What an empty section says. */
    none: {
      expiring: '7日以内に期限が切れる暗証番号・ICカード・鍵グループはありません。',
      failed: '登録に失敗した暗証番号・ICカードはありません。',
      cardsWithoutUser: '利用者が設定されていないカードはありません。',
      guestsWithoutGroup: 'すべての利用者がいずれかの鍵グループに入っています。',
      groupsWithoutLock: 'すべての鍵グループにロックがあります。',
      locksWithoutGroup: 'すべてのロックがいずれかの鍵グループに入っています。',
    },
    count: (n: number): string => `${n}件`,
    pin: (name: string): string => `暗証番号「${name}」`,
    card: (name: string): string => `ICカード「${name}」`,
    group: (name: string): string => `鍵グループ「${name}」`,
    guestCount: (n: number): string => `利用者 ${n}人`,
    lockId: (id: number): string => `ロックID ${id}`,
    cardId: (id: number): string => `ID${id}`,
    noUser: '利用者なし',
    /** The window of the first section: '11月25日〜12月2日'. */
    window: (from: string, to: string): string => `${from}〜${to}の終了分`,
    fix: '設定する',
    csvHeader: ['区分', '項目', '詳細', '終了日時', 'リンク'],
    csv: 'CSVをダウンロード',
  },
  /** この扉を開けられる人 (per lock). */
  lockAccess: {
    title: 'この扉を開けられる人',
    /** The organization-wide key group: hidden from the group list, so named for what it is. */
    wholeGroup: '組織全体（全員）',
    wholeGroupNote: '組織の利用者全員が入る鍵グループです（鍵グループ一覧には表示されません）。',
    /**
     * '今（11月26日 14:05 時点）この扉を開けられる：利用者 12人・PIN 3件・カード 5枚' (今 is the reading's moment);
     * another moment is written out ('2026/11/25 20:00 にこの扉を…').
     */
    headline: (
      when: { readonly readAt: string } | string,
      totals: { readonly guests: number; readonly pins: number; readonly cards: number },
    ): string =>
      `${typeof when === 'string' ? `${when} に` : `今（${when.readAt}）`}この扉を開けられる：利用者 ${totals.guests}人・PIN ${totals.pins}件・カード ${totals.cards}枚`,
    groups: '鍵グループ',
    keypad: (side: string): string => `キーパッド（${side}）`,
    pins: 'PIN',
    cards: 'ICカード',
    noGroups: 'この扉が入っている鍵グループはありません。',
    noGuests: 'この鍵グループに利用者はいません。',
    noKeypads: 'この扉にキーパッドはありません。',
    noPins: '登録されているPINはありません。',
    noCards: '登録されているカードはありません。',
    openCount: (n: number, all: number): string => `${all}人中 ${n}人が開けられます`,
    csvHeader: ['種類', '名前', '鍵グループ・利用者', '側', '有効期間・利用条件', '状態', 'この時刻に開けられる'],
    kindGuest: '利用者',
    kindPin: 'PIN',
    kindCard: 'ICカード',
    /** A guest's app key opens the lock itself, from either side. */
    anySide: '両側',
    yes: 'はい',
    no: 'いいえ',
    fileStem: 'この扉を開けられる人',
    link: 'この扉を開けられる人',
  },
} as const;

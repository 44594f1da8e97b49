import type { ConsoleScreen, SearchTarget } from '../../domain/search/results';
import { pathOf, routeByName, type RouteWithoutParams } from '../shell/routeTable';

/**
 * The console's screens the search finds by name: the side menu's, the account menu's and the forms a manager
 * looks for ('利用者の登録'), with other words a manager may type. お支払い履歴 is left out: only some contracts
 * have it (the account menu shows it by the contract), and a link the guard then refuses is no answer.
 */
const SCREENS: ReadonlyArray<readonly [RouteWithoutParams, ReadonlyArray<string>?]> = [
  ['locks', ['ホーム', 'スマートロック']],
  ['door-states', ['ドア', '施錠', '解錠']],
  ['groups', ['グループ']],
  ['groups-new', ['グループ']],
  ['guests', ['ゲスト', 'ユーザー']],
  ['guest-new', ['ゲスト', 'ユーザー']],
  ['managers'],
  ['manager-new'],
  ['manager-invitations', ['招待']],
  ['organization-cards', ['ICカード']],
  ['organization-link-cards-csv', ['CSV', 'ICカード']],
  ['notification', ['メール']],
  ['tokens', ['トークン', 'API']],
  ['access-review'],
  ['attention', ['電池', 'バッテリー', '確認']],
  ['after-hours', ['時間外', '休日', '夜間', '入退室']],
  ['visitor-passes', ['来訪者', 'ゲスト', '暗証番号', 'PIN']],
  ['visitor-pass-new', ['来訪者', '暗証番号', 'PIN']],
  ['account', ['プラン', '契約']],
  ['account-info', ['アカウント', 'メールアドレス', 'パスワード']],
];

export const CONSOLE_SCREENS: ReadonlyArray<ConsoleScreen> = SCREENS.map(([id, keywords]) => ({
  id,
  title: routeByName(id).title,
  keywords,
}));

/** The page a hit opens. */
export const pathOfTarget = (target: SearchTarget): string => {
  switch (target.kind) {
    case 'lock':
      return pathOf('locks-config', { id: target.lockId });
    case 'guest':
      return pathOf('guest-detail', { guest_id: target.guestId });
    case 'group':
      return pathOf('groups-detail', { id: target.groupId });
    case 'card':
      return pathOf(target.hasUser ? 'organization-card-edit' : 'organization-card-registration', {
        id: target.cardId,
      });
    case 'manager':
      return pathOf('manager-detail', { manager_id: target.managerId });
    case 'screen':
      return pathOf(target.screen as RouteWithoutParams);
  }
};

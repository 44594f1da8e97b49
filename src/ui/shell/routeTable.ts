import { matchPath, useParams } from 'react-router-dom';

/**
 * Every route of both spec documents: name, path, and the two per-route flags.
 * withoutLogin: public page. enableForceReload: the version check may reload this page
 * (on in the daily overview screens; off in forms and public flows, where a reload would
 * throw away what the manager is typing).
 */
export interface RouteEntry {
  readonly name: string;
  readonly path: string;
  readonly title: string;
  readonly withoutLogin?: boolean;
  readonly enableForceReload?: boolean;
  /** Reachable by a signed-in manager who belongs to no organization. */
  readonly withoutOrganization?: boolean;
  readonly redirectTo?: string;
}

/** A route, its name and path kept as their literal types (RouteName, RouteParams). */
const route = <const N extends string, const P extends string>(
  name: N,
  path: P,
  title: string,
  flags: Omit<RouteEntry, 'name' | 'path' | 'title'> = {},
): RouteEntry & { readonly name: N; readonly path: P } => ({
  name,
  path,
  title,
  ...flags,
});
const open = { withoutLogin: true } as const;
const daily = { enableForceReload: true } as const;

export const ROUTES = [
  // account, session and public pages (account-billing-signup §2)
  route('empty-organization', '/empty', '所属組織がありません', { withoutOrganization: true }),
  route('signup', '/account/signup', '仮登録', open),
  route('account-signup-mail-done', '/account/signup/mail-done', '仮登録メール送信完了', open),
  route('account-signup-organization', '/account/signup/organization/:token', '企業情報登録', open),
  route('account-signup-organization-done', '/account/signup/organization-done/:code', 'お申し込み完了', open),
  route('account-info', '/account/info', 'アカウント情報'),
  route('login', '/login', 'ログイン', open),
  route('logout', '/logout/', 'ログアウト', open),
  route('accept-invitation', '/accept-invitation/:id', '招待', { redirectTo: '/home' }),
  route('accept-manager-invitation', '/accept-manager-invitation/:id', '管理者招待', open),
  route('error', '/error/', 'システムエラー', open),
  route('applications-stopped', '/applications-stopped', 'お申し込み停止中', open),
  route('reset-password', '/password/reset/', 'パスワード再設定', open),
  route('reset-password-mail-done', '/password/mail-done/', 'パスワード再設定メール送信完了', open),
  route('reset-password-done', '/password/done/', 'パスワード再設定完了', open),
  route('reset-password-token', '/password_reset/:token/', '新しいパスワードの設定', open),
  route('account-connection-code', '/account_connection/connection-code', '連携コードの発行', open),
  route('account-disconnection-code', '/account_connection/disconnection-code', '連携解除コードの発行', open),
  route('account-connection-code-done', '/account_connection/connection-code/done', 'コード送信完了', open),
  route('account-connection', '/account_connection/connection', 'アカウント連携', open),
  route('account-connection-done', '/account_connection/connection/done', 'アカウント連携完了', open),
  route('account-disconnection', '/account_connection/disconnection', 'アカウント連携解除', open),
  route('guest-invitations', '/guest-invitations', '利用者招待', { redirectTo: '/home' }),
  route('account', '/account/', '契約情報', daily),
  route('account-payment-edit', '/account/payment/edit/', 'お支払い方法の変更'),
  route('account-payment-done', '/account/payment/done/:payment', 'お支払い方法の変更完了'),
  route('account-billing', '/account/billing/', 'お支払い履歴', daily),
  route('account-billing-invoice', '/account/billing/invoice/:id', 'お支払い明細'),
  route('not-found', '/not-found', 'ページが見つかりません', open),
  // devices and access (devices-access §2)
  route('home', '/home', 'ロック一覧', daily),
  route('locks', '/locks/', 'ロック一覧', daily),
  route('locks-config', '/locks/:id/config', 'ロック設定'),
  route('locks-logs', '/locks/:id/logs', 'ロック履歴', daily),
  route('locks-pins', '/locks/:id/pins/:keypad_id/:keypad_name', '暗証番号', daily),
  route('pins-new', '/locks/:id/pins/:keypad_id/:keypad_name/new', '暗証番号の登録'),
  route('locks-cards', '/locks/:id/cards/:keypad_id/:keypad_name', 'ICカード', daily),
  route('cards-new', '/locks/:id/cards/:keypad_id/:keypad_name/new', 'ICカードの登録'),
  // ours: every door's state read through the remote jobs (no force reload: it would cut the jobs' polling)
  route('door-states', '/doors', '扉の状態'),
  route('groups', '/groups/', '鍵グループ', daily),
  route('groups-new', '/groups/new', '鍵グループの作成'),
  route('groups-detail', '/groups/:id', '鍵グループの設定'),
  route('guests', '/guests', '利用者', daily),
  route('guest-new', '/guests/new', '利用者の登録'),
  route('guest-detail', '/guests/:guest_id', '利用者の編集'),
  route('organization-cards', '/organization/cards', 'カード', daily),
  route('organization-link-cards-csv', '/organization/cards/csv', 'カードの一括登録'),
  route('organization-card-edit', '/organization/cards/:id/edit', 'カードの編集'),
  route('organization-card-registration', '/organization/cards/:id', 'カードの利用者登録'),
  route('managers', '/managers/', '管理者', daily),
  route('manager-new', '/managers/new/', '管理者の招待'),
  route('manager-detail', '/managers/:manager_id', '管理者の詳細'),
  route('manager-invitations', '/manager-invitations/', '招待中の管理者', daily),
  route('notification', '/notification/config/', '通知設定'),
  // ours: the spec gives the token calls but no screen
  route('tokens', '/tokens/', 'APIトークン', daily),
  // not reloaded by the version check: its reading (hundreds of calls) lives in this tab's memory only
  route('access-review', '/access/review', 'アクセスの点検'),
  // no forced reload: it would drop the readings the session keeps in memory
  route('lock-access', '/locks/:id/access', 'この扉を開けられる人'),
  // ours (access overview): not `daily`, a forced reload would drop the session's reading of the guest
  route('guest-access', '/guests/:guest_id/access', 'この人が開けられる扉'),
  // ours (the logs read whole for a month, ?month=YYYY-MM): not `daily`, a forced reload would cut its reading
  route('after-hours', '/after-hours', '時間外・休日の入退室'),
  route('locks-after-hours', '/locks/:id/after-hours', '時間外・休日の入退室'),
  // ours (what needs action today): not `daily`, a forced reload would drop the session's reading
  route('attention', '/attention', '要対応'),
  // ours (来訪者パス: time-boxed PINs): not `daily`, a forced reload would drop the list's reading of every keypad
  route('visitor-passes', '/visitors', '来訪者パス一覧'),
  route('visitor-pass-new', '/visitors/new', '来訪者パスの発行'),
  // ours (someone leaves): not `daily`, a forced reload would cut the run's requests (what is done stays listed)
  route('guest-departure', '/guests/:guest_id/departure', '退職処理'),
] as const satisfies ReadonlyArray<RouteEntry>;

type Route = (typeof ROUTES)[number];
export type RouteName = Route['name'];

/** The parameters a path names, read from its text: '/locks/:id/pins/:keypad_id/:keypad_name' → id, keypad_id… */
type ParamNamesOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNamesOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's parameters as the address holds them (text), typed from its path: RouteParams<'locks-logs'> is { id }. */
export type RouteParams<N extends RouteName> = {
  readonly [K in ParamNamesOf<Extract<Route, { readonly name: N }>['path']>]: string;
};

/** The routes that take no parameter (a menu's entries). */
export type RouteWithoutParams = { [N in RouteName]: [keyof RouteParams<N>] extends [never] ? N : never }[RouteName];

/** What pathOf takes for a route: its parameters, text or numbers; nothing for a route without any. */
type PathArgs<N extends RouteName> = [keyof RouteParams<N>] extends [never]
  ? []
  : [params: { readonly [K in keyof RouteParams<N>]: string | number }];

export const routeByName = (name: RouteName): RouteEntry => {
  const entry = ROUTES.find((r) => r.name === name);
  if (!entry) throw new Error(`unknown route ${name}`);
  return entry;
};

/** Builds a path for a named route, encoding each parameter. */
export const pathOf = <N extends RouteName>(name: N, ...[params]: PathArgs<N>): string =>
  routeByName(name).path.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = (params as Readonly<Record<string, string | number>> | undefined)?.[key];
    if (value === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });

/**
 * The parameters of the route on screen, typed from its path (a view hands them to its presenter's `open`): the
 * router matched that path, so each parameter it names is there. `route` names the route the view is the screen of.
 */
export function useRouteParams<N extends RouteName>(route: N): RouteParams<N>;
export function useRouteParams(): Readonly<Record<string, string | undefined>> {
  return useParams();
}

export const pageTitle = (title: string, productName: string): string => `${title} | ${productName}`;

/** Whether a path (query and hash ignored) is a page that needs no login. */
export const isPublicPath = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return ROUTES.some(
    (r: RouteEntry) => r.withoutLogin === true && matchPath({ path: r.path, end: true }, pathname) !== null,
  );
};

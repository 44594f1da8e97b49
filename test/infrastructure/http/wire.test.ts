import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { HttpAccountGateway } from '../../../src/infrastructure/http/account/HttpAccountGateway';
import { HttpManagerInvitationGateway } from '../../../src/infrastructure/http/account/HttpManagerInvitationGateway';
import { HttpPasswordResetGateway } from '../../../src/infrastructure/http/account/HttpPasswordResetGateway';
import { HttpCardsGateway } from '../../../src/infrastructure/http/cards/HttpCardsGateway';
import { HttpGroupsGateway } from '../../../src/infrastructure/http/groups/HttpGroupsGateway';
import { HttpGuestsGateway } from '../../../src/infrastructure/http/guests/HttpGuestsGateway';
import { HttpLinkingGateway } from '../../../src/infrastructure/http/linking/HttpLinkingGateway';
import { HttpKeyGroupGateway } from '../../../src/infrastructure/http/locks/HttpKeyGroupGateway';
import { HttpLockGateway } from '../../../src/infrastructure/http/locks/HttpLockGateway';
import { HttpLogGateway } from '../../../src/infrastructure/http/logs/HttpLogGateway';
import { HttpInvitationsGateway } from '../../../src/infrastructure/http/managers/HttpInvitationsGateway';
import { HttpManagersGateway } from '../../../src/infrastructure/http/managers/HttpManagersGateway';
import { HttpNotificationsGateway } from '../../../src/infrastructure/http/notifications/HttpNotificationsGateway';
import { HttpOrganizationGateway } from '../../../src/infrastructure/http/organization/HttpOrganizationGateway';
import { HttpPinsGateway } from '../../../src/infrastructure/http/pins/HttpPinsGateway';
import { HttpRemoteJobGateway } from '../../../src/infrastructure/http/remote/HttpRemoteJobGateway';
import { HttpConsoleFunctionsGateway } from '../../../src/infrastructure/http/session/HttpConsoleFunctionsGateway';
import { HttpErrorReportGateway } from '../../../src/infrastructure/http/session/HttpErrorReportGateway';
import { HttpSessionGateway } from '../../../src/infrastructure/http/session/HttpSessionGateway';
import { HttpSignupGateway } from '../../../src/infrastructure/http/signup/HttpSignupGateway';
import { HttpTokensGateway } from '../../../src/infrastructure/http/tokens/HttpTokensGateway';
import { RecordingEvents } from '../../support/backends';
import { weekdays } from '../../support/weekdays';

/**
 * Every call of every HTTP adapter against the two spec documents: the method, the path, the query
 * (names, order, values) and the body exactly as sent, with its encoding. v1 bodies are form-encoded
 * (account-billing-signup §7 and §9: the older client posts form-encoded; shown here as the [name, value] pairs
 * of the form, brackets and all), v2 bodies JSON, files multipart. Each row names the spec section of
 * its call (A = account-billing-signup, D = devices-access); docs/DECODING.md sums up the encodings.
 */

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly contentType: string | null;
  readonly body: unknown;
}

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
const JSON_TYPE = 'application/json';

const bodyAsSent = async (body: BodyInit | null | undefined): Promise<unknown> => {
  if (body === undefined || body === null) return null;
  if (body instanceof FormData) {
    return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
  }
  const text = String(body);
  return text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : [...new URLSearchParams(text)];
};

const recorder = () => {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    sent.push({
      method: init?.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      contentType: new Headers(init?.headers).get('Content-Type'),
      body: await bodyAsSent(init?.body),
    });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  const auth = {
    tokenForThisTab: () => 'tok',
    load: () => ({
      token: 'tok',
      me: { id: 1, name: 'a', email: 'a@example.jp' },
      currentOrganization: null,
      organizations: [],
    }),
  };
  const http = new HttpClient(
    { apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: 30_000 },
    auth,
    new RecordingEvents(),
    () => null,
    fetchImpl,
  );
  return { http, sent };
};

type Http = HttpClient;
interface Row {
  readonly call: string;
  readonly spec: string;
  readonly run: (http: Http) => Promise<unknown>;
  readonly expected: Sent;
}

const get = (url: string): Sent => ({ method: 'GET', url, contentType: null, body: null });
const noBody = (method: string, url: string): Sent => ({ method, url, contentType: null, body: null });
const form = (method: string, url: string, pairs: ReadonlyArray<readonly [string, string]>): Sent => ({
  method,
  url,
  contentType: FORM,
  body: pairs,
});
const json = (method: string, url: string, body: unknown): Sent => ({ method, url, contentType: JSON_TYPE, body });
const multipart = (method: string, url: string, parts: ReadonlyArray<readonly [string, string]>): Sent => ({
  method,
  url,
  contentType: null,
  body: parts,
});

const V2 = '/console/v2';
const DRAFT = {
  name: '夜勤',
  enableOffline: true,
  enableRemote: false,
  conditions: {
    duration: { from: 1_795_000_000, expiresIn: 86_399 },
    daily: { fromMinute: 1320, expiresInMinutes: 480 },
    weekly: weekdays('monday', 'tuesday', 'wednesday', 'thursday', 'friday'),
  },
};
const GROUP_FORM: ReadonlyArray<readonly [string, string]> = [
  ['organization_id', '1'],
  ['name', '夜勤'],
  ['enable_offline', 'true'],
  ['enable_remote', 'false'],
  ['group_term_of_validity[duration][duration_from]', '1795000000'],
  ['group_term_of_validity[duration][duration_in]', '86399'],
  ['group_term_of_validity[daily][daily_from]', '1320'],
  ['group_term_of_validity[daily][daily_in]', '480'],
  ['group_term_of_validity[weekly][enable_monday]', 'true'],
  ['group_term_of_validity[weekly][enable_tuesday]', 'true'],
  ['group_term_of_validity[weekly][enable_wednesday]', 'true'],
  ['group_term_of_validity[weekly][enable_thursday]', 'true'],
  ['group_term_of_validity[weekly][enable_friday]', 'true'],
  ['group_term_of_validity[weekly][enable_saturday]', 'false'],
  ['group_term_of_validity[weekly][enable_sunday]', 'false'],
];
const ADDRESS = {
  staffName: '鈴木',
  tel: '0312345678',
  zip: '1000001',
  prefecture: '東京都',
  address: '千代田区千代田1-1',
};
const csv = new TextEncoder().encode('name,mail\n');

const ROWS: ReadonlyArray<Row> = [
  // account-billing-signup §7: session and managers (newer client)
  {
    call: 'login',
    spec: 'A7 POST /sessions/ (email, password)',
    run: (h) => new HttpSessionGateway(h).login('a@example.jp', 'Passw0rd'),
    expected: json('POST', `${V2}/sessions/`, { email: 'a@example.jp', password: 'Passw0rd' }),
  },
  {
    call: 'logout',
    spec: 'A7 DELETE /sessions/',
    run: (h) => new HttpSessionGateway(h).logout('tok'),
    expected: noBody('DELETE', `${V2}/sessions/`),
  },
  {
    call: 'password reset request',
    spec: 'A7 POST /managers/password_reset_request (email)',
    run: (h) => new HttpPasswordResetGateway(h).requestReset('a@example.jp'),
    expected: json('POST', `${V2}/managers/password_reset_request`, { email: 'a@example.jp' }),
  },
  {
    call: 'password reset',
    spec: 'A3 payload {password_reset_token, new_password}',
    run: (h) => new HttpPasswordResetGateway(h).resetPassword('t-1', 'N3wPassword'),
    expected: json('POST', `${V2}/managers/password_reset`, {
      password_reset_token: 't-1',
      new_password: 'N3wPassword',
    }),
  },
  // account-billing-signup §7: managers and invitations (older client)
  {
    call: 'me',
    spec: 'A7 GET /v1/console/managers/me',
    run: (h) => new HttpSessionGateway(h).fetchMe(),
    expected: get('/v1/console/managers/me'),
  },
  {
    call: 'rename own account',
    spec: 'A7 PATCH /v1/console/managers/{id} (name)',
    run: (h) => new HttpAccountGateway(h).rename(5, '山田 花子'),
    expected: form('PATCH', '/v1/console/managers/5', [['name', '山田 花子']]),
  },
  {
    call: 'invitation load',
    spec: 'A7 GET /v1/manager_invitations/{token}',
    run: (h) => new HttpManagerInvitationGateway(h).load('inv-1'),
    expected: get('/v1/manager_invitations/inv-1'),
  },
  {
    call: 'invitation register',
    spec: 'A7 POST /v1/manager_invitations/{token}/register (name, password)',
    run: (h) => new HttpManagerInvitationGateway(h).register('inv-1', { name: '新井', password: 'Newc0mer!' }),
    expected: form('POST', '/v1/manager_invitations/inv-1/register', [
      ['name', '新井'],
      ['password', 'Newc0mer!'],
    ]),
  },
  {
    call: 'invitation accept',
    spec: 'A7 POST /v1/console/manager_invitations/{id}/accept',
    run: (h) => new HttpManagerInvitationGateway(h).accept('inv-1'),
    expected: noBody('POST', '/v1/console/manager_invitations/inv-1/accept'),
  },
  // account-billing-signup §7: organization and billing
  {
    call: 'organization',
    spec: 'A7 GET /v1/console/organizations/{id}',
    run: (h) => new HttpOrganizationGateway(h).organization(1),
    expected: get('/v1/console/organizations/1'),
  },
  {
    call: 'plans',
    spec: 'A7 GET /v1/console/organizations/{id}/plan',
    run: (h) => new HttpOrganizationGateway(h).plans(1),
    expected: get('/v1/console/organizations/1/plan'),
  },
  {
    call: 'card on file',
    spec: 'A7 GET /v1/console/organizations/{id}/card',
    run: (h) => new HttpOrganizationGateway(h).cards(1),
    expected: get('/v1/console/organizations/1/card'),
  },
  {
    call: 'invoice histories',
    spec: 'A7 GET /v1/console/invoice_histories (organization_id, page, per_page)',
    run: (h) => new HttpOrganizationGateway(h).invoiceHistories({ organizationId: 1, page: 2, perPage: 12 }),
    expected: get('/v1/console/invoice_histories?organization_id=1&page=2&per_page=12'),
  },
  {
    call: 'card payment statement',
    spec: 'A7 GET /card_payment_histories/{id} (newer)',
    run: (h) => new HttpOrganizationGateway(h).cardPaymentStatement('ch_1'),
    expected: get(`${V2}/card_payment_histories/ch_1`),
  },
  {
    call: 'console functions',
    spec: 'A7/D7 GET /console_functions/ (organization_id)',
    run: (h) => new HttpConsoleFunctionsGateway(h).fetch(1),
    expected: get(`${V2}/console_functions/?organization_id=1`),
  },
  {
    call: 'invoice request',
    spec: 'A7 POST /v1/console/invoice_requests (organization_id)',
    run: (h) => new HttpOrganizationGateway(h).requestInvoice(1),
    expected: form('POST', '/v1/console/invoice_requests', [['organization_id', '1']]),
  },
  {
    call: 'credit card',
    spec: 'A7 POST /v1/console/credit_cards (token, organization_id)',
    run: (h) => new HttpOrganizationGateway(h).registerPaymentCard(1, 'tok_abc'),
    expected: form('POST', '/v1/console/credit_cards', [
      ['token', 'tok_abc'],
      ['organization_id', '1'],
    ]),
  },
  // account-billing-signup §7: sign-up
  {
    call: 'provisional registration',
    spec: 'A7 POST /v1/provisional_registration (email)',
    run: (h) => new HttpSignupGateway(h).requestProvisionalRegistration('new@example.jp'),
    expected: form('POST', '/v1/provisional_registration', [['email', 'new@example.jp']]),
  },
  {
    call: 'plans (tax rate)',
    spec: 'A7 GET /v1/plans',
    run: (h) => new HttpSignupGateway(h).taxRate(),
    expected: get('/v1/plans'),
  },
  {
    call: 'reservable dates',
    spec: 'A7 GET /v1/console/constructions/reservables',
    run: (h) => new HttpSignupGateway(h).reservableDates(),
    expected: get('/v1/console/constructions/reservables'),
  },
  {
    call: 'sign-up',
    spec: 'A7 POST /v1/organizations/ (A3 sign-up payload, email_token)',
    run: (h) =>
      new HttpSignupGateway(h).signup({
        emailToken: 'tok-1',
        organization: {
          name: '株式会社テスト',
          division: '',
          url: '',
          address: ADDRESS,
          organizationType: 3,
          amount: 4950,
          isDouble: false,
        },
        subscription: [{ name: 'console', price: 4500, quantity: 1 }],
        constructions: [{ priority: 1, date: '2026-12-31', timeSlot: 'morning' }],
      }),
    expected: form('POST', '/v1/organizations/', [
      ['name', '株式会社テスト'],
      ['division', ''],
      ['url', ''],
      ['staff_name', '鈴木'],
      ['tel', '0312345678'],
      ['zip', '1000001'],
      ['prefecture', '東京都'],
      ['address', '千代田区千代田1-1'],
      ['organization_type', '3'],
      ['amount', '4950'],
      ['isDouble', 'false'],
      ['email_token', 'tok-1'],
      ['subscription_attributes[items][0][name]', 'console'],
      ['subscription_attributes[items][0][price]', '4500'],
      ['subscription_attributes[items][0][quantity]', '1'],
      ['constructions[0][priority]', '1'],
      ['constructions[0][date]', '2027-01-01'],
      ['constructions[0][time_slot]', 'morning'],
    ]),
  },
  // account-billing-signup §7: account linking
  {
    call: 'connection code',
    spec: 'A7 POST /v1/account_connection/connection_code (email)',
    run: (h) => new HttpLinkingGateway(h).requestCode('connection', 'g@example.jp'),
    expected: form('POST', '/v1/account_connection/connection_code', [['email', 'g@example.jp']]),
  },
  {
    call: 'disconnection code',
    spec: 'A7 POST /v1/account_connection/disconnection_code (email)',
    run: (h) => new HttpLinkingGateway(h).requestCode('disconnection', 'g@example.jp'),
    expected: form('POST', '/v1/account_connection/disconnection_code', [['email', 'g@example.jp']]),
  },
  {
    call: 'link',
    spec: 'A7/D7 POST /guests/qrio_account_connection (email, password, secret; newer)',
    run: (h) => new HttpLinkingGateway(h).link({ email: 'g@example.jp', password: 'Passw0rd', secret: 'AB3DE9' }),
    expected: json('POST', `${V2}/guests/qrio_account_connection`, {
      email: 'g@example.jp',
      password: 'Passw0rd',
      secret: 'AB3DE9',
    }),
  },
  {
    call: 'unlink',
    spec: 'A7 DELETE /v1/account_connection/connection (secret)',
    run: (h) => new HttpLinkingGateway(h).unlink('XY7ZK2'),
    expected: form('DELETE', '/v1/account_connection/connection', [['secret', 'XY7ZK2']]),
  },
  // client-wide
  {
    call: 'error report',
    spec: 'A7 POST /v1/console/error_reports (JSON url, error_json)',
    run: (h) =>
      new HttpErrorReportGateway(h).send({
        url: '/home',
        error_json: { type: 'unhandledrejection', reason: 'Error: boom' },
      }),
    expected: json('POST', '/v1/console/error_reports', {
      url: '/home',
      error_json: { type: 'unhandledrejection', reason: 'Error: boom' },
    }),
  },
  // devices-devices-access §7: locks and groups
  {
    call: 'lock list',
    spec: 'D7 GET /v1/console/locks (organization_id, group_id, page, lock_name, sort_by, sort_order)',
    run: (h) =>
      new HttpLockGateway(h).list({
        organizationId: 1,
        groupId: 3,
        page: 2,
        lockName: '会議室',
        sort: { sortBy: 'name', sortOrder: 'desc' },
      }),
    expected: get(
      '/v1/console/locks?organization_id=1&group_id=3&page=2&lock_name=%E4%BC%9A%E8%AD%B0%E5%AE%A4&sort_by=name&sort_order=desc',
    ),
  },
  {
    call: 'lock',
    spec: 'D7 GET /v1/console/locks/{id}',
    run: (h) => new HttpLockGateway(h).get(7),
    expected: get('/v1/console/locks/7'),
  },
  {
    call: 'lock setting',
    spec: 'D7 PATCH /v1/console/locks/{id}/lock_setting (lock_name, on_upside)',
    run: (h) => new HttpLockGateway(h).updateSetting(7, { lockName: '本館', onUpside: true }),
    expected: form('PATCH', '/v1/console/locks/7/lock_setting', [
      ['lock_name', '本館'],
      ['on_upside', 'true'],
    ]),
  },
  {
    call: 'group search',
    spec: 'D7 GET /v1/console/groups/search (organization_id, name)',
    run: (h) => new HttpGroupsGateway(h).search(1, '夜間'),
    expected: get('/v1/console/groups/search?organization_id=1&name=%E5%A4%9C%E9%96%93'),
  },
  {
    call: 'group',
    spec: 'D7 GET /v1/console/groups/{id}',
    run: (h) => new HttpGroupsGateway(h).get(3),
    expected: get('/v1/console/groups/3'),
  },
  {
    call: 'group create',
    spec: 'D7 POST /v1/console/groups/ (D3 create payload)',
    run: (h) => new HttpGroupsGateway(h).create(1, DRAFT),
    expected: form('POST', '/v1/console/groups/', GROUP_FORM),
  },
  {
    call: 'group update',
    spec: 'D7 PATCH /v1/console/groups/{id} (D3: update uses the same shape)',
    run: (h) => new HttpGroupsGateway(h).update(3, 1, DRAFT),
    expected: form('PATCH', '/v1/console/groups/3', GROUP_FORM),
  },
  {
    call: 'group update, every part off',
    spec: 'D3 parts all optional',
    run: (h) =>
      new HttpGroupsGateway(h).update(3, 1, { ...DRAFT, conditions: { duration: null, daily: null, weekly: null } }),
    expected: form('PATCH', '/v1/console/groups/3', [
      ['organization_id', '1'],
      ['name', '夜勤'],
      ['enable_offline', 'true'],
      ['enable_remote', 'false'],
      ['group_term_of_validity[duration]', ''],
      ['group_term_of_validity[daily]', ''],
      ['group_term_of_validity[weekly]', ''],
    ]),
  },
  {
    call: 'group delete',
    spec: 'D7 DELETE /v1/console/groups/{id}',
    run: (h) => new HttpGroupsGateway(h).remove(3),
    expected: noBody('DELETE', '/v1/console/groups/3'),
  },
  {
    call: 'group locks attach',
    spec: 'D7 POST /v1/console/group_locks/attach (group_ids, lock_ids)',
    run: (h) => new HttpKeyGroupGateway(h).attachLocks([3, 4], [7]),
    expected: form('POST', '/v1/console/group_locks/attach', [
      ['group_ids[]', '3'],
      ['group_ids[]', '4'],
      ['lock_ids[]', '7'],
    ]),
  },
  {
    call: 'group locks detach',
    spec: 'D7 DELETE /v1/console/group_locks/detach (group_ids, lock_ids)',
    run: (h) => new HttpKeyGroupGateway(h).detachLocks([3], [7]),
    expected: form('DELETE', '/v1/console/group_locks/detach', [
      ['group_ids[]', '3'],
      ['lock_ids[]', '7'],
    ]),
  },
  // devices-access §7: guests
  {
    call: 'connection request',
    spec: 'D7 POST /v1/console/guests/account_connection_request (organization_id, guest_ids)',
    run: (h) => new HttpGuestsGateway(h).requestConnection(1, [19, 20]),
    expected: form('POST', '/v1/console/guests/account_connection_request', [
      ['organization_id', '1'],
      ['guest_ids[]', '19'],
      ['guest_ids[]', '20'],
    ]),
  },
  {
    call: 'guest search',
    spec: 'D7 GET /v1/console/guests/search (organization_id, name, is_connected, group_id, page, per_page)',
    run: (h) =>
      new HttpGuestsGateway(h).search({
        organizationId: 1,
        name: '佐藤',
        isConnected: false,
        groupId: 3,
        page: 2,
        perPage: 10,
      }),
    expected: get(
      '/v1/console/guests/search?organization_id=1&name=%E4%BD%90%E8%97%A4&is_connected=false&group_id=3&page=2&per_page=10',
    ),
  },
  {
    call: 'guest',
    spec: 'D7 GET /v1/console/guests/{id}',
    run: (h) => new HttpGuestsGateway(h).get(12),
    expected: get('/v1/console/guests/12'),
  },
  {
    call: 'all guests',
    spec: 'D7 GET /v1/console/guests/all (organization_id)',
    run: (h) => new HttpGuestsGateway(h).all(1),
    expected: get('/v1/console/guests/all?organization_id=1'),
  },
  {
    call: 'guest create',
    spec: 'D7 POST /v1/console/guests/create (organization_id, name, email, enable_pay_per_guests)',
    run: (h) =>
      new HttpGuestsGateway(h).create({
        organizationId: 1,
        name: '新井',
        email: 'arai@example.jp',
        enablePayPerGuests: true,
      }),
    expected: form('POST', '/v1/console/guests/create', [
      ['organization_id', '1'],
      ['name', '新井'],
      ['email', 'arai@example.jp'],
      ['enable_pay_per_guests', 'true'],
    ]),
  },
  {
    call: 'guest rename',
    spec: 'D7 PATCH /v1/console/guests/{id} (name)',
    run: (h) => new HttpGuestsGateway(h).rename(12, '新井 一郎'),
    expected: form('PATCH', '/v1/console/guests/12', [['name', '新井 一郎']]),
  },
  {
    call: 'guest delete',
    spec: 'D7 DELETE /v1/console/guests/{id}',
    run: (h) => new HttpGuestsGateway(h).remove(12),
    expected: noBody('DELETE', '/v1/console/guests/12'),
  },
  {
    call: 'guest CSV',
    spec: 'D7 POST /v1/console/guests/csv (query organization_id, enable_pay_per_guests; multipart file)',
    run: (h) => new HttpGuestsGateway(h).uploadCsv(1, csv, false),
    expected: multipart('POST', '/v1/console/guests/csv?organization_id=1&enable_pay_per_guests=false', [
      ['file', 'file:guests.csv'],
    ]),
  },
  {
    call: 'group guests attach',
    spec: 'D7 POST /v1/console/group_guests/attach (group_ids, guest_ids)',
    run: (h) => new HttpGroupsGateway(h).attachGuests([3], [20, 21]),
    expected: form('POST', '/v1/console/group_guests/attach', [
      ['group_ids[]', '3'],
      ['guest_ids[]', '20'],
      ['guest_ids[]', '21'],
    ]),
  },
  {
    call: 'group guests detach',
    spec: 'D7 DELETE /v1/console/group_guests/detach (group_ids, guest_ids)',
    run: (h) => new HttpGroupsGateway(h).detachGuests([3], [13]),
    expected: form('DELETE', '/v1/console/group_guests/detach', [
      ['group_ids[]', '3'],
      ['guest_ids[]', '13'],
    ]),
  },
  {
    call: 'group invitations of a group',
    spec: 'D7 GET /v1/console/group_invitations/group (group_id)',
    run: (h) => new HttpGroupsGateway(h).invitedGuests(4),
    expected: get('/v1/console/group_invitations/group?group_id=4'),
  },
  {
    call: 'invite guests to a group',
    spec: 'D7 POST /v1/console/group_invitations/group (group_id, guest_ids)',
    run: (h) => new HttpGroupsGateway(h).inviteGuests(4, [23]),
    expected: form('POST', '/v1/console/group_invitations/group', [
      ['group_id', '4'],
      ['guest_ids[]', '23'],
    ]),
  },
  {
    call: 'uninvite guests of a group',
    spec: 'D7 DELETE /v1/console/group_invitations/group (group_id, guest_ids)',
    run: (h) => new HttpGroupsGateway(h).uninviteGuests(4, [19]),
    expected: form('DELETE', '/v1/console/group_invitations/group', [
      ['group_id', '4'],
      ['guest_ids[]', '19'],
    ]),
  },
  {
    call: 'group invitations of a guest',
    spec: 'D7 GET /v1/console/group_invitations/guest (guest_id)',
    run: (h) => new HttpGuestsGateway(h).groupsOf(2),
    expected: get('/v1/console/group_invitations/guest?guest_id=2'),
  },
  {
    call: 'invite a guest to groups',
    spec: 'D7 POST /v1/console/group_invitations/guest (guest_id, group_ids)',
    run: (h) => new HttpGuestsGateway(h).invite(2, [3, 5]),
    expected: form('POST', '/v1/console/group_invitations/guest', [
      ['guest_id', '2'],
      ['group_ids[]', '3'],
      ['group_ids[]', '5'],
    ]),
  },
  {
    call: 'uninvite a guest from groups',
    spec: 'D7 DELETE /v1/console/group_invitations/guest (guest_id, group_ids)',
    run: (h) => new HttpGuestsGateway(h).uninvite(2, [6]),
    expected: form('DELETE', '/v1/console/group_invitations/guest', [
      ['guest_id', '2'],
      ['group_ids[]', '6'],
    ]),
  },
  // devices-access §7: IC cards
  {
    call: 'card search',
    spec: 'D7 GET /v1/console/card_masters (organization_id, page, per_page, is_guest_registered)',
    run: (h) => new HttpCardsGateway(h).search({ organizationId: 1, page: 1, perPage: 20, isGuestRegistered: false }),
    expected: get('/v1/console/card_masters?organization_id=1&page=1&per_page=20&is_guest_registered=false'),
  },
  {
    call: 'card',
    spec: 'D7 GET /v1/console/card_masters/{id}',
    run: (h) => new HttpCardsGateway(h).get(26),
    expected: get('/v1/console/card_masters/26'),
  },
  {
    call: 'cards for register',
    spec: 'D7 GET /v1/console/card_masters/for_register (knight_id, page, per_page)',
    run: (h) => new HttpCardsGateway(h).forRegister(101, 1, 100),
    expected: get('/v1/console/card_masters/for_register?knight_id=101&page=1&per_page=100'),
  },
  {
    call: 'card edit',
    spec: 'D7 PATCH /v1/console/card_masters/{id} (guest_id, name)',
    run: (h) => new HttpCardsGateway(h).update(26, { guestId: 12, name: '受付用' }),
    expected: form('PATCH', '/v1/console/card_masters/26', [
      ['guest_id', '12'],
      ['name', '受付用'],
    ]),
  },
  {
    call: 'card delete',
    spec: 'D7 DELETE /v1/console/card_masters/{id}',
    run: (h) => new HttpCardsGateway(h).remove(26),
    expected: noBody('DELETE', '/v1/console/card_masters/26'),
  },
  {
    call: 'card CSV template',
    spec: 'D7 GET /v1/console/card_masters/csv_for_guest_registration (organization_id)',
    run: (h) => new HttpCardsGateway(h).csvTemplate(1),
    expected: get('/v1/console/card_masters/csv_for_guest_registration?organization_id=1'),
  },
  {
    call: 'card CSV upload',
    spec: 'D7 POST /v1/console/card_masters/csv_guest_registrations (multipart organization_id, csv)',
    run: (h) => new HttpCardsGateway(h).uploadCsv(1, csv),
    expected: multipart('POST', '/v1/console/card_masters/csv_guest_registrations', [
      ['organization_id', '1'],
      ['csv', 'file:cards.csv'],
    ]),
  },
  {
    call: 'keypad cards',
    spec: 'D7 GET /v1/console/knight_cards (knight_id, page, per_page, is_registered)',
    run: (h) => new HttpCardsGateway(h).keypadCards({ keypadId: 101, page: 1, perPage: 30, isRegistered: true }),
    expected: get('/v1/console/knight_cards?knight_id=101&page=1&per_page=30&is_registered=true'),
  },
  {
    call: 'cards onto a keypad',
    spec: 'D7 POST /pad_cards/ (pad_id, cards [{card_master_id, from, to}]; newer)',
    run: (h) =>
      new HttpCardsGateway(h).assign(101, [
        { cardMasterId: 7, from: null, to: null },
        { cardMasterId: 8, from: '2026-11-22T09:00:00+09:00', to: '2026-11-23T09:00:00+09:00' },
      ]),
    expected: json('POST', `${V2}/pad_cards/`, {
      pad_id: 101,
      cards: [
        { card_master_id: 7, from: null, to: null },
        { card_master_id: 8, from: '2026-11-22T09:00:00+09:00', to: '2026-11-23T09:00:00+09:00' },
      ],
    }),
  },
  {
    call: 'card off a keypad',
    spec: 'D7 DELETE /pad_cards/{id}',
    run: (h) => new HttpCardsGateway(h).unassign(2),
    expected: noBody('DELETE', `${V2}/pad_cards/2`),
  },
  // devices-access §7: PIN codes
  {
    call: 'PIN list',
    spec: 'D7 GET /v1/console/knight_pins/ (knight_id, page, per_page, is_registered)',
    run: (h) => new HttpPinsGateway(h).list({ keypadId: 101, page: 2, perPage: 30, isRegistered: false }),
    expected: get('/v1/console/knight_pins/?knight_id=101&page=2&per_page=30&is_registered=false'),
  },
  {
    call: 'PIN create',
    spec: 'D7 POST /pad_pins/ (pad_id, pin, name, from, to; newer)',
    run: (h) => new HttpPinsGateway(h).create({ keypadId: 101, pin: '0123', name: '宅配', from: null, to: null }),
    expected: json('POST', `${V2}/pad_pins/`, { pad_id: 101, pin: '0123', name: '宅配', from: null, to: null }),
  },
  {
    call: 'PIN delete',
    spec: 'D7 DELETE /pad_pins/{id}',
    run: (h) => new HttpPinsGateway(h).remove(5),
    expected: noBody('DELETE', `${V2}/pad_pins/5`),
  },
  // devices-access §7: logs
  {
    call: 'lock log',
    spec: 'D7 GET /v1/console/logs (lock_id, page, per_page, year, month)',
    run: (h) => new HttpLogGateway(h).lockLogs({ lockId: 1, page: 2, perPage: 30, year: 2026, month: 11 }),
    expected: get('/v1/console/logs?lock_id=1&page=2&per_page=30&year=2026&month=11'),
  },
  {
    call: 'lock log CSV',
    spec: 'D7 GET /v1/console/logs/csv (same filters)',
    run: (h) => new HttpLogGateway(h).csv({ kind: 'lockLog', filter: { lockId: 1, year: 2026, month: 11 } }),
    expected: get('/v1/console/logs/csv?lock_id=1&year=2026&month=11'),
  },
  {
    call: 'entry/exit log',
    spec: 'D7 GET /v1/console/knight_logs (same filters)',
    run: (h) => new HttpLogGateway(h).entryExitLogs({ lockId: 1, page: 1, perPage: 30, year: 2026, month: 10 }),
    expected: get('/v1/console/knight_logs?lock_id=1&page=1&per_page=30&year=2026&month=10'),
  },
  {
    call: 'entry/exit CSV',
    spec: 'D7 GET /v1/console/knight_logs/csv',
    run: (h) => new HttpLogGateway(h).csv({ kind: 'entryExitLog', filter: { lockId: 1, year: 2026, month: 10 } }),
    expected: get('/v1/console/knight_logs/csv?lock_id=1&year=2026&month=10'),
  },
  {
    call: 'timecard by day',
    spec: 'D7 GET /v1/console/knight_logs/daily_enter_exit (lock_id, date)',
    run: (h) => new HttpLogGateway(h).dailyTimecard({ lockId: 1, date: '2026-11-20' }),
    expected: get('/v1/console/knight_logs/daily_enter_exit?lock_id=1&date=2026-11-20'),
  },
  {
    call: 'timecard by day CSV',
    spec: 'D7 …/daily_enter_exit/csv',
    run: (h) => new HttpLogGateway(h).csv({ kind: 'dailyTimecard', filter: { lockId: 1, date: '2026-11-20' } }),
    expected: get('/v1/console/knight_logs/daily_enter_exit/csv?lock_id=1&date=2026-11-20'),
  },
  {
    call: 'timecard by user',
    spec: 'D7 GET /v1/console/knight_logs/guest_enter_exit (lock_id, guest_id, year, month)',
    run: (h) => new HttpLogGateway(h).guestTimecard({ lockId: 1, guestId: 12, year: 2026, month: 11 }),
    expected: get('/v1/console/knight_logs/guest_enter_exit?lock_id=1&guest_id=12&year=2026&month=11'),
  },
  {
    call: 'timecard by user CSV',
    spec: 'D7 …/guest_enter_exit/csv',
    run: (h) =>
      new HttpLogGateway(h).csv({ kind: 'guestTimecard', filter: { lockId: 1, guestId: 12, year: 2026, month: 11 } }),
    expected: get('/v1/console/knight_logs/guest_enter_exit/csv?lock_id=1&guest_id=12&year=2026&month=11'),
  },
  // devices-access §7: remote jobs (newer)
  {
    call: 'job start',
    spec: 'D7 POST /locks/{id}/jobs (D3 job_type)',
    run: (h) => new HttpRemoteJobGateway(h).start(7, 'read_status'),
    expected: json('POST', `${V2}/locks/7/jobs`, { job_type: 'read_status' }),
  },
  {
    call: 'job poll open',
    spec: 'D7 GET /jobs/{id}/open',
    run: (h) => new HttpRemoteJobGateway(h).poll('j-1', 'open'),
    expected: get(`${V2}/jobs/j-1/open`),
  },
  {
    call: 'job poll close',
    spec: 'D7 GET /jobs/{id}/close',
    run: (h) => new HttpRemoteJobGateway(h).poll('j-1', 'close'),
    expected: get(`${V2}/jobs/j-1/close`),
  },
  {
    call: 'job poll read_status',
    spec: 'D7 GET /jobs/{id}/read_status',
    run: (h) => new HttpRemoteJobGateway(h).poll('j-1', 'read_status'),
    expected: get(`${V2}/jobs/j-1/read_status`),
  },
  // devices-access §7: managers and invitations
  {
    call: 'manager search',
    spec: 'D7 GET /v1/console/managers/search (organization, name, page, per_page)',
    run: (h) => new HttpManagersGateway(h).search({ organizationId: 1, name: '伊藤', page: 1, perPage: 100 }),
    expected: get('/v1/console/managers/search?organization=1&name=%E4%BC%8A%E8%97%A4&page=1&per_page=100'),
  },
  {
    call: 'manager',
    spec: 'D7 GET /v1/console/managers/{id}',
    run: (h) => new HttpManagersGateway(h).get(5),
    expected: get('/v1/console/managers/5'),
  },
  {
    call: 'manager removal',
    spec: 'D7 DELETE /v1/console/managers/{id}/detach (query organization_id)',
    run: (h) => new HttpManagersGateway(h).detach(5, 1),
    expected: noBody('DELETE', '/v1/console/managers/5/detach?organization_id=1'),
  },
  {
    call: 'invitation list',
    spec: 'D7 GET /v1/console/manager_invitations (organization_id plus paging)',
    run: (h) => new HttpInvitationsGateway(h).list({ organizationId: 1, page: 1, perPage: 100 }),
    expected: get('/v1/console/manager_invitations?organization_id=1&page=1&per_page=100'),
  },
  {
    call: 'invite a manager',
    spec: 'D7 POST /v1/console/manager_invitations (organization_id, email)',
    run: (h) => new HttpInvitationsGateway(h).invite(1, 'new.one@example.jp'),
    expected: form('POST', '/v1/console/manager_invitations', [
      ['organization_id', '1'],
      ['email', 'new.one@example.jp'],
    ]),
  },
  {
    call: 'invitation resend',
    spec: 'D7 POST /manager_invitations/{id}/resend (newer)',
    run: (h) => new HttpInvitationsGateway(h).resend('9'),
    expected: noBody('POST', `${V2}/manager_invitations/9/resend`),
  },
  {
    call: 'invitation delete',
    spec: 'D7 DELETE /manager_invitations/{id} (newer)',
    run: (h) => new HttpInvitationsGateway(h).remove('9'),
    expected: noBody('DELETE', `${V2}/manager_invitations/9`),
  },
  // devices-access §7: notifications
  {
    call: 'notification targets',
    spec: 'D7 GET /v1/console/notifications (organization_id)',
    run: (h) => new HttpNotificationsGateway(h).targets(1),
    expected: get('/v1/console/notifications?organization_id=1'),
  },
  {
    call: 'notification add',
    spec: 'D7 POST /v1/console/notifications (organization_id; emails)',
    run: (h) => new HttpNotificationsGateway(h).add(1, 'night@example.jp'),
    expected: form('POST', '/v1/console/notifications', [
      ['organization_id', '1'],
      ['emails[]', 'night@example.jp'],
    ]),
  },
  {
    call: 'notification remove',
    spec: 'D7 DELETE /v1/console/notifications (id)',
    run: (h) => new HttpNotificationsGateway(h).remove(1, 2),
    expected: noBody('DELETE', '/v1/console/notifications?organization_id=1&id=2'),
  },
  {
    call: 'notification switch read',
    spec: 'D7 GET on the organization (A7 GET /v1/console/organizations/{id})',
    run: (h) => new HttpNotificationsGateway(h).switchState(1),
    expected: get('/v1/console/organizations/1'),
  },
  {
    call: 'notification switch save',
    spec: 'D7 PATCH on the organization, notify_lock_status (A7 PATCH /v1/console/organizations/{id})',
    run: (h) => new HttpNotificationsGateway(h).setSwitch(1, false),
    expected: form('PATCH', '/v1/console/organizations/1', [['notify_lock_status', 'false']]),
  },
  // devices-access §7: external application API tokens (newer)
  {
    call: 'token list',
    spec: 'D7 GET /external_application_api_tokens/ (page, per_page, sort, order, organization_id)',
    run: (h) =>
      new HttpTokensGateway(h).list({ organizationId: 1, page: 1, perPage: 20, sort: 'created_at', order: 'desc' }),
    expected: get(
      `${V2}/external_application_api_tokens/?page=1&per_page=20&sort=created_at&order=desc&organization_id=1`,
    ),
  },
  {
    call: 'token issue',
    spec: 'D7 POST /external_application_api_tokens/ (JSON application_name, organization_id)',
    run: (h) => new HttpTokensGateway(h).issue(1, '会議室予約'),
    expected: json('POST', `${V2}/external_application_api_tokens/`, {
      application_name: '会議室予約',
      organization_id: 1,
    }),
  },
  {
    call: 'token revoke',
    spec: 'D7 POST /external_application_api_tokens/{id}/revoke',
    run: (h) => new HttpTokensGateway(h).revoke(4),
    expected: noBody('POST', `${V2}/external_application_api_tokens/4/revoke`),
  },
];

describe("every call on the wire is the spec's: method, path, query and body exactly", () => {
  it.each(ROWS.map((r) => [r.call, r] as const))('%s', async (_call, row) => {
    const { http, sent } = recorder();
    await row.run(http);
    expect(sent).toEqual([row.expected]);
  });

  it('every v1 body is form-encoded (the error report excepted: the spec names it JSON); every v2 body JSON; files multipart', () => {
    const v1Bodies = ROWS.filter(
      (r) => r.expected.url.startsWith('/v1/') && r.expected.body !== null && r.expected.contentType !== null,
    );
    expect(v1Bodies.filter((r) => r.expected.contentType !== FORM).map((r) => r.call)).toEqual(['error report']);
    expect(
      ROWS.filter((r) => r.expected.url.startsWith(V2) && r.expected.body !== null).every(
        (r) => r.expected.contentType === JSON_TYPE,
      ),
    ).toBe(true);
  });

  it('covers the 92 calls of the adapters: 91 endpoints (the organization GET serves two ports), plus a group with every part off', () => {
    const calls = ROWS.filter((r) => r.call !== 'group update, every part off');
    expect(calls).toHaveLength(92);
    expect(new Set(calls.map((r) => `${r.expected.method} ${r.expected.url.split('?')[0] ?? ''}`)).size).toBe(91);
  });
});

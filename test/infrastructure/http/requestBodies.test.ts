import { describe, expect, it } from 'vitest';
import { FORM_CONTENT_TYPE } from '../../../src/infrastructure/http/codecs/form';
import { formEncode } from '../../../src/infrastructure/http/codecs/formText';
import { API_ORIGIN, httpBackend, storedAuth, V2, type Backend, signedIn } from '../../support/backends';

/** As the adapters send them: v1 form-encoded (the error report excepted), v2 JSON. */
const encoded = (path: string, body: unknown): { contentType: string; text: string } =>
  path.startsWith('/v1/') && path !== '/v1/console/error_reports'
    ? { contentType: FORM_CONTENT_TYPE, text: formEncode(body) }
    : { contentType: 'application/json', text: JSON.stringify(body) };

/**
 * The MSW handlers read every body (v1 form-encoded, v2 JSON) through the request codec beside the HTTP adapter
 * (http/<feature>/requests.ts): a body the real API would refuse is a 400 naming the fields, and
 * the world is left as it was. One malformed body per handler family; the well-formed bodies are
 * the adapters' own, proven by every use-case test on the http backend.
 */
interface Case {
  readonly family: string;
  readonly method: 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body: unknown;
  /** The fields the 400's message names. */
  readonly fields: string;
  /** Something the request would have changed, read before and after: it must not move. */
  readonly untouched?: (backend: Backend) => unknown;
}

const CASES: ReadonlyArray<Case> = [
  {
    family: 'account',
    method: 'PATCH',
    path: '/v1/console/managers/1',
    body: { nom: '山田' },
    fields: 'name',
    untouched: (b) => b.world.read((s) => s.accounts.find((a) => a.id === 1)?.name),
  },
  {
    family: 'account',
    method: 'POST',
    path: `${V2}/managers/password_reset_request`,
    body: { mail: 'solo@example.jp' },
    fields: 'email',
    untouched: (b) => b.world.read((s) => s.mails.length),
  },
  {
    family: 'session',
    method: 'POST',
    path: `${V2}/sessions/`,
    body: { email: 'manager@example.jp' },
    fields: 'password',
    untouched: (b) => b.world.read((s) => s.sessions.length),
  },
  {
    family: 'session',
    method: 'POST',
    path: '/v1/console/error_reports',
    body: { url: '/locks', error_json: 'boom' },
    fields: 'error_json',
    untouched: (b) => b.world.read((s) => s.errorReports.length),
  },
  {
    family: 'linking',
    method: 'POST',
    path: '/v1/account_connection/connection_code',
    body: { email: null },
    fields: 'email',
    untouched: (b) => b.world.read((s) => s.linkingCodes.length),
  },
  {
    family: 'linking',
    method: 'DELETE',
    path: '/v1/account_connection/connection',
    body: {},
    fields: 'secret',
    untouched: (b) => b.world.read((s) => s.lockAppConnections.length),
  },
  {
    family: 'tokens',
    method: 'POST',
    path: `${V2}/external_application_api_tokens/`,
    body: { application_name: 'app', organization_id: 'one' },
    fields: 'organization_id',
    untouched: (b) => b.world.read((s) => s.apiTokens.length),
  },
  {
    family: 'invitations',
    method: 'POST',
    path: '/v1/console/manager_invitations',
    body: { organization_id: 1 },
    fields: 'email',
    untouched: (b) => b.world.read((s) => s.managerInvitations.length),
  },
  {
    family: 'remote',
    method: 'POST',
    path: `${V2}/locks/1/jobs`,
    body: { job_type: 'explode' },
    fields: 'job_type',
    untouched: (b) => b.world.read((s) => s.remoteJobs.length),
  },
  {
    family: 'organization',
    method: 'POST',
    path: '/v1/console/credit_cards',
    body: { organization_id: 1 },
    fields: 'token',
    untouched: (b) => b.world.read((s) => s.contracts[1]?.cards.length),
  },
  {
    family: 'organization',
    method: 'POST',
    path: '/v1/console/invoice_requests',
    body: { organization: 1 },
    fields: 'organization_id',
    untouched: (b) => b.world.read((s) => s.organizations.find((o) => o.id === 1)?.invoiceRequesting),
  },
  {
    family: 'notifications',
    method: 'POST',
    path: '/v1/console/notifications',
    body: { organization_id: 1, emails: 'a@example.jp' },
    fields: 'emails',
    untouched: (b) => b.world.read((s) => s.notificationTargets.length),
  },
  {
    family: 'notifications',
    method: 'PATCH',
    path: '/v1/console/organizations/1',
    body: { notify_lock_status: 'yes' },
    fields: 'notify_lock_status',
    untouched: (b) => b.world.read((s) => s.notifyLockStatus['1']),
  },
  {
    family: 'cards',
    method: 'POST',
    path: `${V2}/pad_cards/`,
    body: { pad_id: 101, cards: [{ card_master_id: '30' }] },
    fields: 'cards.card_master_id',
    untouched: (b) => b.world.read((s) => s.keypadCards.length),
  },
  {
    family: 'cards',
    method: 'PATCH',
    path: '/v1/console/card_masters/30',
    body: { card_name: '新しい名前' },
    fields: 'name',
    untouched: (b) => b.world.read((s) => s.cardMasters.find((c) => c.id === 30)?.name),
  },
  {
    family: 'pins',
    method: 'POST',
    path: `${V2}/pad_pins/`,
    body: { pad_id: 101, name: '暗証番号なし' },
    fields: 'pin',
    untouched: (b) => b.world.read((s) => s.pins.length),
  },
  {
    family: 'guests',
    method: 'POST',
    path: '/v1/console/guests/create',
    body: { organization_id: 1, name: '名前だけ' },
    fields: 'email, enable_pay_per_guests',
    untouched: (b) => b.world.read((s) => s.guests.length),
  },
  {
    family: 'guests',
    method: 'POST',
    path: '/v1/console/group_invitations/guest',
    body: { guest_id: 1, group_ids: '1' },
    fields: 'group_ids',
  },
  {
    family: 'groups',
    method: 'POST',
    path: '/v1/console/group_guests/attach',
    body: { group_ids: [1], guest_ids: ['x'] },
    fields: 'guest_ids',
  },
  {
    family: 'groups',
    method: 'POST',
    path: '/v1/console/groups/',
    body: { organization_id: 1, name: '条件なし' },
    fields: 'enable_offline, enable_remote, group_term_of_validity',
    untouched: (b) => b.world.read((s) => s.groups.length),
  },
  {
    family: 'locks',
    method: 'PATCH',
    path: '/v1/console/locks/1/lock_setting',
    body: { lock_name: '新しい名前' },
    fields: 'on_upside',
    untouched: (b) => b.world.read((s) => JSON.stringify(s.locks.find((l) => l.id === 1))),
  },
  {
    family: 'locks',
    method: 'POST',
    path: '/v1/console/group_locks/attach',
    body: { group_ids: [1], lock_ids: [1, 'two'] },
    fields: 'lock_ids',
  },
  {
    family: 'signup',
    method: 'POST',
    path: '/v1/provisional_registration',
    body: {},
    fields: 'email',
    untouched: (b) => b.world.read((s) => s.mails.length),
  },
];

describe('the MSW handlers refuse a malformed body with a 400 naming the fields', () => {
  it('covers every handler family that reads a JSON body', () => {
    expect([...new Set(CASES.map((c) => c.family))].sort()).toEqual([
      'account',
      'cards',
      'groups',
      'guests',
      'invitations',
      'linking',
      'locks',
      'notifications',
      'organization',
      'pins',
      'remote',
      'session',
      'signup',
      'tokens',
    ]);
  });

  it.each(CASES.map((c) => [`${c.family}: ${c.method} ${c.path}`, c] as const))('%s', async (_name, c) => {
    const backend = await signedIn(httpBackend);
    const token = storedAuth(backend)?.token ?? '';
    const before = c.untouched?.(backend);
    const { contentType, text } = encoded(c.path, c.body);
    const response = await fetch(`${API_ORIGIN}${c.path}`, {
      method: c.method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body: text,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `the request body does not match the API: ${c.fields}` });
    expect(c.untouched?.(backend)).toEqual(before);
  });

  it('an endpoint behind the token answers 401 before it looks at the body', async () => {
    httpBackend();
    const response = await fetch(`${API_ORIGIN}/v1/console/manager_invitations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });

  it('a v1 endpoint refuses a JSON body (the older client posts form-encoded): it reads no field', async () => {
    const backend = await (async () => {
      const b = await signedIn(httpBackend);
      return b;
    })();
    const before = backend.world.read((s) => s.managerInvitations.length);
    const response = await fetch(`${API_ORIGIN}/v1/console/manager_invitations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${storedAuth(backend)?.token ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ organization_id: 1, email: 'json@example.jp' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'the request body does not match the API: organization_id, email',
    });
    expect(backend.world.read((s) => s.managerInvitations.length)).toBe(before);
  });

  it('a v1 endpoint reads the same fields form-encoded, brackets and all', async () => {
    const backend = await signedIn(httpBackend);
    const response = await fetch(`${API_ORIGIN}/v1/console/group_locks/attach`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${storedAuth(backend)?.token ?? ''}`, 'Content-Type': FORM_CONTENT_TYPE },
      body: 'group_ids%5B%5D=1&lock_ids%5B%5D=1&lock_ids%5B%5D=two',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'the request body does not match the API: lock_ids' });
  });

  it('a body that is not JSON at all is refused the same way', async () => {
    const backend = await signedIn(httpBackend);
    const response = await fetch(`${API_ORIGIN}${V2}/external_application_api_tokens/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${storedAuth(backend)?.token ?? ''}`, 'Content-Type': 'application/json' },
      body: 'application_name=x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'the request body does not match the API: application_name, organization_id',
    });
  });
});

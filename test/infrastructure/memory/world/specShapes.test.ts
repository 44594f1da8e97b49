import { describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../../../src/infrastructure/memory/cards/slice';
import { API_ORIGIN, httpBackend, signedIn, storedAuth } from '../../../support/backends';

/**
 * The world's list answers carry the fields the spec shows and nothing more (devices-access §3 and §7,
 * account-billing-signup §3 and §7; docs/DECODING.md lists every field removed), read raw from the MSW handlers.
 */
const answerOf = async (path: string): Promise<unknown> => {
  const backend = await signedIn(httpBackend);
  const token = storedAuth(backend)?.token ?? '';
  const response = await fetch(`${API_ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
};

const keysOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.keys(value).sort() : [];

const firstRowOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown[]>)[key]?.[0]
    : undefined;

describe('the world answers lists as the spec shows them', () => {
  it('GET /v1/console/locks: {locks} only, no total', async () => {
    const body = await answerOf('/v1/console/locks?organization_id=1&page=1');
    expect(keysOf(body)).toEqual(['locks']);
  });

  it('GET /v1/console/knight_cards: rows of id, name, guest, time_from, time_till, registration_job_status', async () => {
    const body = await answerOf(
      `/v1/console/knight_cards?knight_id=${DEMO_CARDS.keypad}&page=1&per_page=30&is_registered=true`,
    );
    expect(keysOf(body)).toEqual(['knight_cards', 'total', 'total_with_registering']);
    expect(keysOf(firstRowOf(body, 'knight_cards'))).toEqual(
      ['guest', 'id', 'name', 'registration_job_status', 'time_from', 'time_till'].sort(),
    );
  });

  it('GET /v1/console/managers/search: the managers, no total', async () => {
    const body = await answerOf('/v1/console/managers/search?organization=1&name=&page=1&per_page=100');
    expect(keysOf(body)).toEqual(['managers']);
    expect(keysOf(firstRowOf(body, 'managers'))).toEqual(
      ['created_at', 'email', 'id', 'name', 'organization_id', 'updated_at'].sort(),
    );
  });

  it('GET /v1/console/manager_invitations: the invitations as id and email, no total', async () => {
    const body = await answerOf('/v1/console/manager_invitations?organization_id=1&page=1&per_page=100');
    expect(keysOf(body)).toEqual(['manager_invitations']);
    expect(keysOf(firstRowOf(body, 'manager_invitations'))).toEqual(['email', 'id']);
  });

  it('GET /v1/console/invoice_histories: invoice_histories only, no total', async () => {
    const body = await answerOf('/v1/console/invoice_histories?organization_id=1&page=1&per_page=12');
    expect(keysOf(body)).toEqual(['invoice_histories']);
  });

  it.each([
    [
      'guests/search (guests 10, devices-access §9)',
      '/v1/console/guests/search?organization_id=1&page=1&per_page=1000',
      'guests',
      10,
    ],
    [
      'card_masters (size not shown: 20)',
      '/v1/console/card_masters?organization_id=1&page=1&per_page=1000',
      'card_masters',
      20,
    ],
    ['logs (30)', '/v1/console/logs?lock_id=1&page=1&per_page=1000&year=2026&month=11', 'logs', 30],
  ])('%s: a larger per_page is capped at the page size', async (_what, path, key, size) => {
    const body = await answerOf(path);
    const rows =
      typeof body === 'object' && body !== null && key in body ? (body as Record<string, unknown[]>)[key] : [];
    expect(rows?.length).toBe(size);
  });
});

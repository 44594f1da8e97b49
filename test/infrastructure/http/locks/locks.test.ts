import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GroupsGateway } from '../../../../src/application/groups/ports/GroupsGateway';
import { KeyGroupGateway } from '../../../../src/application/locks/ports/KeyGroupGateway';
import { LockGateway } from '../../../../src/application/locks/ports/LockGateway';
import { LogGateway } from '../../../../src/application/logs/ports/LogGateway';
import { RemoteJobGateway } from '../../../../src/application/remote/ports/RemoteJobGateway';
import { GuestsGateway } from '../../../../src/application/guests/ports/GuestsGateway';
import type { GroupsGateway as Groups } from '../../../../src/application/groups/ports/GroupsGateway';
import type { KeyGroupGateway as KeyGroups } from '../../../../src/application/locks/ports/KeyGroupGateway';
import type { LockGateway as Locks } from '../../../../src/application/locks/ports/LockGateway';
import type { LogGateway as Logs } from '../../../../src/application/logs/ports/LogGateway';
import type { RemoteJobGateway as Jobs } from '../../../../src/application/remote/ports/RemoteJobGateway';
import type { GuestsGateway as Guests } from '../../../../src/application/guests/ports/GuestsGateway';
import { httpBackend, mswServer, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError, rightOf } from '../../../support/outcomes';

const setUp = async () => {
  const backend = await signedIn(httpBackend);
  const c = backend.container;
  return {
    backend,
    locks: c.get<Locks>(LockGateway),
    groups: c.get<Groups>(GroupsGateway),
    keyGroups: c.get<KeyGroups>(KeyGroupGateway),
    jobs: c.get<Jobs>(RemoteJobGateway),
    logs: c.get<Logs>(LogGateway),
    guests: c.get<Guests>(GuestsGateway),
  };
};

const malformed = (method: 'get' | 'post', path: string, body: unknown) =>
  mswServer().use(http[method](`*${path}`, () => HttpResponse.json(body as Record<string, unknown>)));

describe('HTTP adapters of locks, groups, remote jobs and logs', () => {
  it('lists locks with organization_id, page, lock_name, sort_by and sort_order', async () => {
    const { locks } = await setUp();
    const sent = recordRequests();
    await locks.list({ organizationId: 1, page: 2, lockName: '会議室', sort: { sortBy: 'name', sortOrder: 'desc' } });
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      organization_id: '1',
      page: '2',
      lock_name: '会議室',
      sort_by: 'name',
      sort_order: 'desc',
    });
  });

  it('sends no sort parameters for "none" and no empty name', async () => {
    const { locks } = await setUp();
    const sent = recordRequests();
    await locks.list({ organizationId: 1, page: 1, lockName: '', sort: null });
    expect(sent[0]?.url.search).toBe('?organization_id=1&page=1');
  });

  it('patches the lock setting with lock_name and on_upside', async () => {
    const { locks } = await setUp();
    const sent = recordRequests();
    expect(await locks.updateSetting(1, { lockName: '本館', onUpside: true })).toEqual(E.right(undefined));
    await Promise.resolve();
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: [
        ['lock_name', '本館'],
        ['on_upside', 'true'],
      ],
    });
    expect(sent[0]?.url.pathname).toBe('/v1/console/locks/1/lock_setting');
  });

  it('attaches and detaches with group_ids and lock_ids', async () => {
    const { keyGroups } = await setUp();
    const sent = recordRequests();
    await keyGroups.attachLocks([6], [1]);
    await keyGroups.detachLocks([2], [1]);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      [
        'POST',
        '/v1/console/group_locks/attach',
        [
          ['group_ids[]', '6'],
          ['lock_ids[]', '1'],
        ],
      ],
      [
        'DELETE',
        '/v1/console/group_locks/detach',
        [
          ['group_ids[]', '2'],
          ['lock_ids[]', '1'],
        ],
      ],
    ]);
  });

  it('starts a job with job_type under the v2 path and polls /jobs/{id}/{type}', async () => {
    const { jobs } = await setUp();
    const sent = recordRequests();
    const id = rightOf(await jobs.start(1, 'read_status'));
    const job = await jobs.poll(id, 'read_status');
    expect(job).toEqual(E.right({ id, jobStatus: 'success', lockStatus: 'close', description: null }));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ['POST', '/console/v2/locks/1/jobs', { job_type: 'read_status' }],
      ['GET', `/console/v2/jobs/${id}/read_status`, null],
    ]);
  });

  it('reads the failure message from description.message', async () => {
    const { jobs } = await setUp();
    mswServer().use(
      http.get('*/console/v2/jobs/:id/open', () =>
        HttpResponse.json({ jobStatus: 'failure', description: { title: 'エラー', message: '電池切れです' } }),
      ),
    );
    expect(await jobs.poll('j1', 'open')).toEqual(
      E.right({
        id: 'j1',
        jobStatus: 'failure',
        lockStatus: null,
        description: { title: 'エラー', message: '電池切れです' },
      }),
    );
  });

  it('asks each log list for lock_id, page, per_page, year and month', async () => {
    const { logs } = await setUp();
    const sent = recordRequests();
    await logs.entryExitLogs({ lockId: 1, year: 2026, month: 10, page: 2, perPage: 30 });
    expect(sent[0]?.url.pathname).toBe('/v1/console/knight_logs');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      lock_id: '1',
      page: '2',
      per_page: '30',
      year: '2026',
      month: '10',
    });
  });

  it('downloads CSV bytes as sent (BOM first)', async () => {
    const { logs } = await setUp();
    const blob = rightOf(
      await logs.csv({ kind: 'guestTimecard', filter: { lockId: 1, guestId: 1, year: 2026, month: 11 } }),
    );
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('reads no total from the spec-shaped answer ({locks}), and a total when a server sends one', async () => {
    const { locks } = await setUp();
    const spec = rightOf(await locks.list({ organizationId: 1, page: 1, lockName: '', sort: null }));
    expect([spec.items.length, spec.total]).toEqual([10, null]);
    mswServer().use(
      http.get(
        '*/v1/console/locks',
        async ({ request }) => {
          const real = await fetch(
            new Request(request.url.replace('/locks?', '/locks?x=1&'), { headers: request.headers }),
          );
          const body = (await real.json()) as { locks: unknown[] };
          return HttpResponse.json({ locks: body.locks, total: 17 });
        },
        { once: true },
      ),
    );
    const withTotal = rightOf(await locks.list({ organizationId: 1, page: 1, lockName: '', sort: null }));
    expect(withTotal.total).toBe(17);
  });

  it.each([
    [
      'lock list',
      'get',
      '/v1/console/locks',
      { locks: [{ id: 1 }] },
      (s: Awaited<ReturnType<typeof setUp>>) => s.locks.list({ organizationId: 1, page: 1, lockName: '', sort: null }),
    ],
    [
      'lock',
      'get',
      '/v1/console/locks/1',
      { id: 1, model_id: 1, serial_no: 'x', lock_setting: { lock_name: 3 } },
      (s: Awaited<ReturnType<typeof setUp>>) => s.locks.get(1),
    ],
    [
      'group search',
      'get',
      '/v1/console/groups/search',
      { groups: [{ name: 'x' }] },
      (s: Awaited<ReturnType<typeof setUp>>) => s.groups.search(1, ''),
    ],
    [
      'job start without id',
      'post',
      '/console/v2/locks/1/jobs',
      {},
      (s: Awaited<ReturnType<typeof setUp>>) => s.jobs.start(1, 'open'),
    ],
    [
      'job with unknown status',
      'get',
      '/console/v2/jobs/j/open',
      { jobStatus: 'done' },
      (s: Awaited<ReturnType<typeof setUp>>) => s.jobs.poll('j', 'open'),
    ],
    [
      'lock logs',
      'get',
      '/v1/console/logs',
      { logs: [{ logged_at: 'x', log_type: 'exploded' }], total: 1 },
      (s: Awaited<ReturnType<typeof setUp>>) =>
        s.logs.lockLogs({ lockId: 1, year: 2026, month: 11, page: 1, perPage: 30 }),
    ],
    [
      'entry/exit logs',
      'get',
      '/v1/console/knight_logs',
      { inout_logs: 'none', total: 0 },
      (s: Awaited<ReturnType<typeof setUp>>) =>
        s.logs.entryExitLogs({ lockId: 1, year: 2026, month: 11, page: 1, perPage: 30 }),
    ],
    [
      'daily timecard',
      'get',
      '/v1/console/knight_logs/daily_enter_exit',
      { rows: [] },
      (s: Awaited<ReturnType<typeof setUp>>) => s.logs.dailyTimecard({ lockId: 1, date: '2026-11-20' }),
    ],
    [
      'guest timecard',
      'get',
      '/v1/console/knight_logs/guest_enter_exit',
      { guest_enter_exits: [{ enter_at: 'x' }] },
      (s: Awaited<ReturnType<typeof setUp>>) => s.logs.guestTimecard({ lockId: 1, guestId: 1, year: 2026, month: 11 }),
    ],
    [
      'guests',
      'get',
      '/v1/console/guests/all',
      { guests: [{ id: 'a' }] },
      (s: Awaited<ReturnType<typeof setUp>>) => s.guests.all(1),
    ],
  ] as const)('a malformed %s body is ContractViolation, never a crash', async (_name, method, path, body, call) => {
    const s = await setUp();
    malformed(method, path, body);
    expect(await call(s)).toEqual(portError('ContractViolation'));
  });

  it('an unknown key type shows as a dash (null) instead of failing the history', async () => {
    const { logs } = await setUp();
    malformed('get', '/v1/console/logs', {
      logs: [
        {
          logged_at: '2026-11-20T09:00:00+09:00',
          log_type: 'open',
          key_type: 'face_id',
          user_name: null,
          lock_side: 'main',
        },
      ],
      total: 1,
    });
    const result = await logs.lockLogs({ lockId: 1, year: 2026, month: 11, page: 1, perPage: 30 });
    expect(E.map((p: { items: ReadonlyArray<unknown> }) => p.items)(result)).toEqual(
      E.right([
        { loggedAt: '2026-11-20T09:00:00+09:00', logType: 'open', keyType: null, userName: null, lockSide: 'main' },
      ]),
    );
  });
});

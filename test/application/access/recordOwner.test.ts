import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { CallPool } from '../../../src/application/shared/CallPool';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { BACKENDS, httpBackend, signedIn, type Backend } from '../../support/backends';
import { failure } from '../../support/outcomes';
import { recordRequests } from '../../support/wire';

/** Organization 2 (デモ不動産合同会社, also managed by manager@example.jp): lock 31, guest 101. */
const OTHER_LOCK = 31;
const OTHER_GUEST = 101;

/** A lock of organization 3, which manager@example.jp does not manage. */
const strangersLock = (backend: Backend) =>
  backend.world.write((s) => {
    const model = s.locks.find((l) => l.id === 1);
    if (model) s.locks.push({ ...model, id: 77, organizationId: 3, lockName: 'ソロ企画 入口', keypads: [] });
  });

describe.each(BACKENDS)('an access view of another organization’s record on the %s backend', (_name, makeBackend) => {
  it('a lock of another organization of the manager is named with its organization and not evaluated', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(LoadLockAccess).execute(OTHER_LOCK, new CallPool());
    expect(result).toEqual(
      E.right({
        kind: 'elsewhere',
        organization: { id: 2, name: 'デモ不動産合同会社' },
        recordName: 'グランハイツ101',
      }),
    );
  });

  it('a guest of another organization of the manager is named with its organization and not evaluated', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(LoadGuestAccess).execute(OTHER_GUEST, new CallPool());
    expect(result).toEqual(
      E.right(expect.objectContaining({ kind: 'elsewhere', organization: { id: 2, name: 'デモ不動産合同会社' } })),
    );
  });

  it('a lock of no organization of the manager is not found', async () => {
    const backend = await signedIn(makeBackend);
    strangersLock(backend);
    const result = await backend.container.get(LoadLockAccess).execute(77, new CallPool());
    expect(result).toEqual(failure('NotFound', LOCK_MESSAGES.lockNotFound));
  });
});

describe('an access view of another organization’s lock on the wire', () => {
  it('asks organization 1’s list, then organization 2’s, by the lock’s name; of organization 1 only the lock’s access, unused', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = await backend.container.get(LoadLockAccess).execute(OTHER_LOCK, new CallPool());
    expect(result).toEqual(E.right(expect.objectContaining({ kind: 'elsewhere' })));
    const name = new URLSearchParams({ lock_name: 'グランハイツ101' }).toString();
    const paths = sent.map((r) => `${r.method} ${r.path}`);
    expect(paths.filter((p) => p.startsWith('GET /v1/console/locks'))).toEqual([
      'GET /v1/console/locks/31',
      `GET /v1/console/locks?organization_id=1&page=1&${name}`,
      `GET /v1/console/locks?organization_id=2&page=1&${name}`,
    ]);
    // the lock's access read beside whose it is, in the page's organization (its groups 7 and 8, its keypad 131),
    // thrown away once the lock is organization 2's: which of its calls went out by then depends on the answers' pace
    const guests = (group: number, connected: boolean) =>
      `GET /v1/console/guests/search?organization_id=1&is_connected=${connected}&group_id=${group}&page=1&per_page=100`;
    const keypad = (path: string, registered: boolean) =>
      `GET /v1/console/${path}?knight_id=131&page=1&per_page=100&is_registered=${registered}`;
    const access = [
      'GET /v1/console/groups/search?organization_id=1',
      ...[8, 7].flatMap((g) => [guests(g, true), guests(g, false)]),
      ...['knight_pins/', 'knight_cards'].flatMap((path) => [keypad(path, true), keypad(path, false)]),
    ];
    const others = paths.filter((p) => !p.startsWith('GET /v1/console/locks'));
    expect(others.every((p) => access.includes(p))).toBe(true);
    expect(others).toContain('GET /v1/console/groups/search?organization_id=1');
  });
});

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
  it('asks organization 1’s list, then organization 2’s, by the lock’s name, and reads nothing of organization 1', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get(LoadLockAccess).execute(OTHER_LOCK, new CallPool());
    const name = new URLSearchParams({ lock_name: 'グランハイツ101' }).toString();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/console/locks/31',
      `GET /v1/console/locks?organization_id=1&page=1&${name}`,
      `GET /v1/console/locks?organization_id=2&page=1&${name}`,
    ]);
  });
});

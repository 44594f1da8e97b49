import { describe, expect, it } from 'vitest';
import { LockListHeadStart } from '../../../src/application/locks/LockListHeadStart';
import { HEAD_START_TAKE_WITHIN_MS } from '../../../src/application/shared/HeadStart';
import { ListLocks } from '../../../src/application/locks/ListLocks';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { FIRST_LOCK_QUERY } from '../../../src/domain/locks/listing';
import { BACKENDS, signedIn } from '../../support/backends';
import { rightOf } from '../../support/outcomes';
import { requestLog } from '../../support/requestLog';

const names = (page: { items: ReadonlyArray<{ setting: { lockName: string } }> }) =>
  page.items.map((l) => l.setting.lockName);
const lockReads = (lines: ReadonlyArray<string>) =>
  lines.filter((l) => l === 'GET /v1/console/locks' || l === 'locks.list').length;

/** Until the answers asked for ahead have come (the memory world and MSW answer in a few tasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// the router asks for the list's first page beside the guard's refresh; the screen's first read takes it, once
describe.each(BACKENDS)('the lock list asked for ahead of its screen (%s)', (_name, makeBackend) => {
  it('the screen’s first read takes the two pages asked for ahead: no request of its own, the same rows', async () => {
    const plain = await signedIn(makeBackend);
    const expected = rightOf(await plain.container.get(ListLocks).execute(FIRST_LOCK_QUERY));
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    backend.container.get(LockListHeadStart).start();
    const first = rightOf(await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY));
    expect(names(first)).toEqual(names(expected));
    expect(first).toMatchObject({ page: 1, perPage: 10, total: 11, totalKnown: false });
    expect(lockReads(log.lines())).toBe(2);
    // every later read goes to the server (a reload after a remote operation reads what is there now)
    await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY);
    expect(lockReads(log.lines())).toBe(4);
  });

  it('answered already: the screen takes the page at once (settled), once; the next read goes to the server', async () => {
    const plain = await signedIn(makeBackend);
    const expected = rightOf(await plain.container.get(ListLocks).execute(FIRST_LOCK_QUERY));
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    const list = backend.container.get(ListLocks);
    backend.container.get(LockListHeadStart).start();
    // asked, not answered yet: nothing at once, and nothing dropped
    expect(list.settled(FIRST_LOCK_QUERY)).toBeNull();
    await settle();
    const first = list.settled(FIRST_LOCK_QUERY);
    expect(first).toEqual(expected);
    expect(lockReads(log.lines())).toBe(2);
    // taken: neither the look nor the read finds it again
    expect(list.settled(FIRST_LOCK_QUERY)).toBeNull();
    await list.execute(FIRST_LOCK_QUERY);
    expect(lockReads(log.lines())).toBe(4);
  });

  it('answered already, but another organization is current or another query is asked: nothing at once', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(LockListHeadStart).start();
    await settle();
    const list = backend.container.get(ListLocks);
    expect(list.settled({ ...FIRST_LOCK_QUERY, lockName: '会議室' })).toBeNull();
    expect(list.settled({ ...FIRST_LOCK_QUERY, page: 2 })).toBeNull();
    backend.container.get(SwitchOrganization).execute(2);
    expect(list.settled(FIRST_LOCK_QUERY)).toBeNull();
    expect(backend.container.get(ListLocks).settled(FIRST_LOCK_QUERY)).toBeNull();
  });

  it('another organization made current after the asking (the refresh, a switch): read anew, its own locks', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    backend.container.get(LockListHeadStart).start();
    backend.container.get(SwitchOrganization).execute(2);
    const result = rightOf(await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY));
    expect(names(result)).toEqual(['グランハイツ101', 'グランハイツ102', 'グランハイツ201']);
    expect(lockReads(log.lines())).toBe(4);
  });

  it('a first read of another query (a name from the address) drops what was asked for ahead', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    backend.container.get(LockListHeadStart).start();
    const found = rightOf(await backend.container.get(ListLocks).execute({ ...FIRST_LOCK_QUERY, lockName: '会議室' }));
    expect(names(found)).toEqual(['会議室A', '会議室B']);
    await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY);
    expect(lockReads(log.lines())).toBe(6);
  });

  it('an answer not taken within the window is not handed out', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    backend.container.get(LockListHeadStart).start();
    backend.clock.advance(HEAD_START_TAKE_WITHIN_MS + 1);
    await backend.container.get(ListLocks).execute(FIRST_LOCK_QUERY);
    expect(lockReads(log.lines())).toBe(4);
  });

  it('asks for nothing without a session', async () => {
    const backend = makeBackend();
    const log = requestLog(backend);
    backend.container.get(LockListHeadStart).start();
    expect(lockReads(log.lines())).toBe(0);
  });
});

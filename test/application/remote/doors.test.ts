import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { ListDoors } from '../../../src/application/remote/ListDoors';
import { RunDoorJob, type DoorJob } from '../../../src/application/remote/RunDoorJob';
import { CallPool } from '../../../src/application/shared/CallPool';
import { DEMO_LOCKS, REMOTE_FAILURE_MESSAGE } from '../../../src/infrastructure/memory/locks/seed';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { SteppingScheduler } from '../../support/SteppingScheduler';
import { recordRequests } from '../../support/wire';
import { rightOf } from '../../support/outcomes';

const setUp = async (makeBackend: () => Backend) => {
  const backend = await signedIn(makeBackend);
  const scheduler = new SteppingScheduler(backend.clock);
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  const sent = backend.name === 'http' ? recordRequests() : null;
  const run = (lockId: number, job: DoorJob['job']) => backend.container.get(RunDoorJob).execute({ lockId, job });
  const jobsSent = () => backend.world.read((s) => s.remoteJobs.map((j) => [j.lockId, j.jobType]));
  return { backend, scheduler, sent, run, jobsSent };
};

describe.each(BACKENDS)('the door-state screen’s calls on the %s backend', (_name, makeBackend) => {
  it('lists every lock of the organization through all pages of the lock list; the lock without a hub is unreadable', async () => {
    const { backend, sent } = await setUp(makeBackend);
    const pool = new CallPool();
    const rows = rightOf(await backend.container.get(ListDoors).execute(pool));
    expect(rows.map((r) => r.lockId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(rows.filter((r) => r.state.kind === 'unreadable').map((r) => r.name)).toEqual(['倉庫']);
    expect(rows.filter((r) => r.state.kind === 'waiting')).toHaveLength(16);
    // 17 locks, 10 a page: two calls of GET /v1/console/locks, both counted by the pool
    expect(pool.snapshot).toEqual({ done: 2, total: 2 });
    if (sent)
      expect(sent.map((r) => `${r.method} ${r.url.pathname}?page=${r.url.searchParams.get('page')}`)).toEqual([
        'GET /v1/console/locks?page=1',
        'GET /v1/console/locks?page=2',
      ]);
  });

  it('reads each state with one read_status job: 施錠, 解錠 and 半開 as the demo locks report them', async () => {
    const { run, jobsSent, scheduler } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.frontDoor, { kind: 'read' })).toEqual({ kind: 'read', lockStatus: 'close' });
    expect(await run(DEMO_LOCKS.sideDoor, { kind: 'read' })).toEqual({ kind: 'read', lockStatus: 'open' });
    expect(await run(DEMO_LOCKS.meetingB, { kind: 'read' })).toEqual({ kind: 'read', lockStatus: 'open_and_close' });
    expect(await run(DEMO_LOCKS.bikeGate, { kind: 'read' })).toEqual({ kind: 'read', lockStatus: 'open' });
    expect(scheduler.waits).toEqual([3000, 3000, 3000, 3000]);
    expect(jobsSent()).toEqual([
      [DEMO_LOCKS.bikeGate, 'read_status'],
      [DEMO_LOCKS.meetingB, 'read_status'],
      [DEMO_LOCKS.sideDoor, 'read_status'],
      [DEMO_LOCKS.frontDoor, 'read_status'],
    ]);
  });

  it('a read still in progress after more than 10 polls fails with the communication error', async () => {
    const { run, scheduler, sent } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.rooftop, { kind: 'read' })).toEqual({
      kind: 'readFailed',
      message: '通信エラーが発生しました。時間をおいて再度お試しください。',
    });
    expect(scheduler.waits).toHaveLength(11);
    // over HTTP: one POST of the job, then 11 polls of GET /jobs/{id}/read_status
    if (sent) {
      expect(sent.filter((r) => r.method === 'POST').map((r) => [r.url.pathname, r.body])).toEqual([
        ['/console/v2/locks/7/jobs', { job_type: 'read_status' }],
      ]);
      expect(sent.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/read_status'))).toHaveLength(11);
    }
  });

  it('a close job locks an open door: the lock then reads 施錠', async () => {
    const { run, backend, jobsSent } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.sideDoor, { kind: 'close', lockStatus: 'open' })).toEqual({ kind: 'closed' });
    expect(backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.sideDoor)?.remoteStatus)).toBe('close');
    expect(jobsSent()).toEqual([[DEMO_LOCKS.sideDoor, 'close']]);
  });

  it("a close that fails keeps the door as read, with the server's message", async () => {
    const { run } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.serverRoom, { kind: 'close', lockStatus: 'open' })).toEqual({
      kind: 'closeFailed',
      lockStatus: 'open',
      message: REMOTE_FAILURE_MESSAGE,
    });
  });

  it('a lock without a hub is refused by the server too (nothing to poll)', async () => {
    const { run, scheduler } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.storeroom, { kind: 'read' })).toEqual({
      kind: 'readFailed',
      message: 'ハブが設定されていません。',
    });
    expect(scheduler.waits).toEqual([]);
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { RunRemoteJob } from '../../../src/application/remote/RunRemoteJob';
import { REMOTE_MESSAGES } from '../../../src/domain/remote/messages';
import type { RemoteStage } from '../../../src/domain/remote/remoteStage';
import { DEMO_LOCKS, REMOTE_FAILURE_MESSAGE } from '../../../src/infrastructure/memory/locks/seed';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { BACKENDS, httpBackend, mswServer, V2, type Backend, signedIn } from '../../support/backends';
import { SteppingScheduler } from '../../support/SteppingScheduler';

const setUp = async (makeBackend: () => Backend) => {
  const backend = await signedIn(makeBackend);
  const scheduler = new SteppingScheduler(backend.clock);
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  const run = (
    lockId: number,
    stage: RemoteStage,
    extra: { onPoll?: (n: number) => void; isCancelled?: () => boolean } = {},
  ) => backend.container.get(RunRemoteJob).execute({ lockId, stage, ...extra });
  return { backend, scheduler, run };
};

const connecting: RemoteStage = { kind: 'connecting' };
const opening: RemoteStage = { kind: 'opening' };
const closing: RemoteStage = { kind: 'closing' };

describe.each(BACKENDS)('remote lock/unlock jobs on the %s backend', (_name, makeBackend) => {
  it('reading a closed lock asks "open?" after one poll, 3 s after the job was sent', async () => {
    const { run, scheduler, backend } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.frontDoor, connecting)).toEqual({ kind: 'confirm', ask: 'open' });
    expect(scheduler.waits).toEqual([3000]);
    expect(backend.world.read((s) => s.remoteJobs.map((j) => [j.lockId, j.jobType]))).toEqual([
      [DEMO_LOCKS.frontDoor, 'read_status'],
    ]);
  });

  it('reading an open lock asks "close?"', async () => {
    const { run } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.sideDoor, connecting)).toEqual({ kind: 'confirm', ask: 'close' });
  });

  it('reading open_and_close offers the choice of open, close or cancel', async () => {
    const { run } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.meetingB, connecting)).toEqual({ kind: 'confirm', ask: 'choice' });
  });

  it('opening ends unlocked: the lock reads open and the history records the manager at the console', async () => {
    const { run, scheduler, backend } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.frontDoor, opening)).toEqual({ kind: 'opened' });
    expect(scheduler.waits).toEqual([3000, 3000]);
    expect(backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor)?.remoteStatus)).toBe('open');
    expect(backend.world.read((s) => s.storedLockLogs[0])).toMatchObject({
      lockId: DEMO_LOCKS.frontDoor,
      logType: 'open',
      keyType: 'console',
      userName: '山田 太郎',
    });
    expect(await run(DEMO_LOCKS.frontDoor, connecting)).toEqual({ kind: 'confirm', ask: 'close' });
  });

  it('closing ends locked', async () => {
    const { run, backend } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.sideDoor, closing)).toEqual({ kind: 'closed' });
    expect(backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.sideDoor)?.remoteStatus)).toBe('close');
  });

  it("a failed job alerts the server's message", async () => {
    const { run } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.serverRoom, opening)).toEqual({ kind: 'failed', message: REMOTE_FAILURE_MESSAGE });
  });

  it('still in progress after more than 10 polls is a communication error: exactly 11 polls, 33 s', async () => {
    const { run, scheduler } = await setUp(makeBackend);
    const polls: number[] = [];
    expect(await run(DEMO_LOCKS.rooftop, connecting, { onPoll: (n) => polls.push(n) })).toEqual({
      kind: 'communicationError',
    });
    expect(polls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scheduler.waits).toHaveLength(11);
    expect(REMOTE_MESSAGES.communicationError).toBe('通信エラーが発生しました。時間をおいて再度お試しください。');
  });

  it('the slow device speed takes more polls but still ends within the limit', async () => {
    const { run, scheduler, backend } = await setUp(makeBackend);
    backend.world.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    expect(await run(DEMO_LOCKS.frontDoor, opening)).toEqual({ kind: 'opened' });
    expect(scheduler.waits).toHaveLength(4);
  });

  it('a lock without a hub refuses the job and the dialog alerts the server message', async () => {
    const { run, scheduler } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.storeroom, connecting)).toEqual({
      kind: 'failed',
      message: 'ハブが設定されていません。',
    });
    expect(scheduler.waits).toEqual([]);
  });

  it('closing the dialog stops polling: done, and no further poll is made', async () => {
    const { run, scheduler } = await setUp(makeBackend);
    let cancelled = false;
    const stage = await run(DEMO_LOCKS.rooftop, connecting, {
      onPoll: (n) => {
        if (n === 2) cancelled = true;
      },
      isCancelled: () => cancelled,
    });
    expect(stage).toEqual({ kind: 'done' });
    expect(scheduler.waits).toHaveLength(3);
  });

  it('a stage that polls nothing sends no job', async () => {
    const { run, backend } = await setUp(makeBackend);
    expect(await run(DEMO_LOCKS.frontDoor, { kind: 'opened' })).toEqual({ kind: 'opened' });
    expect(backend.world.read((s) => s.remoteJobs)).toEqual([]);
  });
});

// RunRemoteJob answers with a dialog stage, not an Either (see its comment): these pin that every
// failure still ends in an alert with a Japanese sentence, the AppError one where the transport failed.
describe.each(BACKENDS)('remote job failures end in a message on the %s backend', (_name, makeBackend) => {
  it('a network failure sending the job alerts the client-wide network sentence', async () => {
    const { run, backend, scheduler } = await setUp(makeBackend);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await run(DEMO_LOCKS.frontDoor, connecting)).toEqual({ kind: 'failed', message: MESSAGES.networkFailed });
    expect(scheduler.waits).toEqual([]);
  });

  it('a network failure while polling alerts the same sentence', async () => {
    const { run, backend, scheduler } = await setUp(makeBackend);
    const down = () =>
      backend.world.write((s) => {
        s.dev.networkUp = false;
      });
    // the rooftop lock answers after several polls: the network goes after the first one
    expect(await run(DEMO_LOCKS.rooftop, connecting, { onPoll: (n) => n === 1 && down() })).toEqual({
      kind: 'failed',
      message: MESSAGES.networkFailed,
    });
    expect(scheduler.waits).toHaveLength(2);
  });
});

describe('remote job failures over HTTP', () => {
  it('a job answer the client cannot read alerts the unexpected-response sentence', async () => {
    const { run } = await setUp(httpBackend);
    mswServer().use(http.post(`*${V2}/locks/:id/jobs`, () => HttpResponse.json({ job: 'not an id' })));
    expect(await run(DEMO_LOCKS.frontDoor, connecting)).toEqual({
      kind: 'failed',
      message: MESSAGES.unexpectedResponse,
    });
  });

  // each job type has its own sentence (devices-access §8: 'failures to lock, unlock or read status have alerts')
  it.each([
    ['read_status', connecting, 'ロックの状態を取得できませんでした。時間をおいて再度お試しください。'],
    ['open', opening, '解錠に失敗しました。時間をおいて再度お試しください。'],
    ['close', closing, '施錠に失敗しました。時間をおいて再度お試しください。'],
  ] as const)(
    "a 500 without words on a %s job alerts that job type's own sentence",
    async (jobType, stage, sentence) => {
      const { run } = await setUp(httpBackend);
      const sent: unknown[] = [];
      mswServer().use(
        http.post(`*${V2}/locks/:id/jobs`, async ({ request }) => {
          sent.push(await request.json());
          return new HttpResponse(null, { status: 500 });
        }),
      );
      expect(await run(DEMO_LOCKS.frontDoor, stage)).toEqual({ kind: 'failed', message: sentence });
      expect(sent).toEqual([expect.objectContaining({ job_type: jobType })]);
    },
  );
});

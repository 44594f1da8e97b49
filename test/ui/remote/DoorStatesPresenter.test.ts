import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { doorsToClose, type DoorRow } from '../../../src/domain/remote/doorStates';
import { DEMO_LOCKS, REMOTE_FAILURE_MESSAGE } from '../../../src/infrastructure/memory/locks/seed';
import { DoorStatesPresenter } from '../../../src/ui/remote/DoorStatesPresenter';
import { progressTextOf } from '../../../src/ui/remote/DoorStatesState';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { networkDown } from '../../support/faults';
import { settle, until } from '../../support/presenters';
import { GatedScheduler, SteppingScheduler } from '../../support/SteppingScheduler';
import { recordRequests } from '../../support/wire';
import type { ConfirmEffect } from '../../../src/ui/shared/effectRunner';
import type { Effect } from '../../../src/ui/shared/Effects';

const setUp = async (makeBackend?: () => Backend) => {
  const backend = await signedIn(makeBackend);
  backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
  const sent = backend.name === 'http' ? recordRequests() : null;
  const presenter = backend.container.get(DoorStatesPresenter);
  const rows = (): ReadonlyArray<DoorRow> => (presenter.snapshot.status === 'ready' ? presenter.snapshot.rows : []);
  const stateOf = (lockId: number) => rows().find((r) => r.lockId === lockId)?.state;
  const jobs = (type: string) =>
    backend.world
      .read((s) => s.remoteJobs.filter((j) => j.jobType === type).map((j) => j.lockId))
      .sort((a, b) => a - b);
  const idle = () => until(() => presenter.snapshot.status === 'ready' && presenter.snapshot.running === null, 'idle');
  /** 解錠中の扉をすべて施錠: every door read again, then the confirmation. */
  const askedToCloseAll = async () => {
    presenter.askCloseAll();
    await idle();
  };
  return { backend, sent, presenter, rows, stateOf, jobs, idle, askedToCloseAll };
};

/** The question the close-all asked, as its dialog gets it (the effects hold it until someone listens). */
const askedQuestion = (presenter: DoorStatesPresenter): ConfirmEffect => {
  let asked: Effect | undefined;
  presenter.effects.effects$.subscribe((effect) => (asked = effect)).unsubscribe();
  if (asked?.kind !== 'confirm') throw new Error('the close-all asked nothing');
  return asked;
};

/** Each poll's wait held until the test releases it, to look at the screen between polls. */
const setUpGated = async () => {
  const scheduler = new GatedScheduler();
  const backend = await signedIn();
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  const presenter = backend.container.get(DoorStatesPresenter);
  const rows = (): ReadonlyArray<DoorRow> => (presenter.snapshot.status === 'ready' ? presenter.snapshot.rows : []);
  return { backend, scheduler, presenter, rows };
};

/** A reading left while its first four jobs wait for their first poll: the screen disposed, then the polls let go. */
const leftWithFourJobsWaiting = async () => {
  const gated = await setUpGated();
  gated.presenter.read();
  await until(() => gated.scheduler.waiting === 4, 'four jobs');
  gated.presenter.dispose();
  await gated.scheduler.release();
  await settle();
  return gated;
};

/** Lock 6 (サーバールーム, whose open and close jobs fail) left open, so a close-all meets a failure. */
const serverRoomLeftOpen = (backend: Backend) =>
  backend.world.write((s) => {
    const lock = s.locks.find((l) => l.id === DEMO_LOCKS.serverRoom);
    if (lock) lock.remoteStatus = 'open';
  });

describe.each(BACKENDS)('the door-state screen on the %s backend', (_name, makeBackend) => {
  it('reads every door with a hub, one read_status job each; the lock without a hub is listed as unreadable', async () => {
    const { presenter, stateOf, jobs, idle, sent, backend } = await setUp(makeBackend);
    presenter.read();
    expect(presenter.snapshot.status).toBe('listing');
    await idle();
    expect(stateOf(DEMO_LOCKS.frontDoor)).toEqual({ kind: 'read', lockStatus: 'close' });
    expect(stateOf(DEMO_LOCKS.sideDoor)).toEqual({ kind: 'read', lockStatus: 'open' });
    expect(stateOf(DEMO_LOCKS.meetingB)).toEqual({ kind: 'read', lockStatus: 'open_and_close' });
    expect(stateOf(DEMO_LOCKS.storeroom)).toEqual({ kind: 'unreadable' });
    expect(stateOf(DEMO_LOCKS.rooftop)).toEqual({
      kind: 'readFailed',
      message: '通信エラーが発生しました。時間をおいて再度お試しください。',
    });
    expect(progressTextOf(presenter.snapshot)).toBe('16 件中 16 件を確認しました');
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.readAt).toBe(backend.clock.now().toISOString());
    expect(jobs('read_status')).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // the requests of reading 17 doors: 2 pages of the lock list, then per door with a hub one POST and its polls
    // (one poll each, 11 for the rooftop door that never answers): 2 + 16 + 15 + 11 = 44
    if (sent) {
      expect(sent.filter((r) => r.url.pathname === '/v1/console/locks')).toHaveLength(2);
      expect(sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/jobs'))).toHaveLength(16);
      expect(sent.filter((r) => r.url.pathname.endsWith('/read_status'))).toHaveLength(26);
      expect(sent).toHaveLength(44);
    }
  });

  it('closes every unlocked door after the confirmation: one close job per door however often yes is pressed', async () => {
    const { presenter, stateOf, jobs, idle, backend, sent, askedToCloseAll } = await setUp(makeBackend);
    serverRoomLeftOpen(backend);
    presenter.read();
    await idle();
    await askedToCloseAll();
    const confirming = presenter.snapshot.status === 'ready' ? presenter.snapshot.confirming : null;
    expect(confirming?.map((r) => r.name)).toEqual(['本社 通用口', '会議室B', 'サーバールーム', '駐輪場ゲート']);
    const question = askedQuestion(presenter);
    expect(question.request).toMatchObject({
      title: '解錠中の扉をすべて施錠',
      message: '次の4件の扉に施錠を指示します。指示した施錠は取り消せません。よろしいですか？',
      confirmLabel: '施錠する',
      list: {
        label: '施錠する扉',
        items: ['本社 通用口（解錠）', '会議室B（半開）', 'サーバールーム（解錠）', '駐輪場ゲート（解錠）'],
        testId: 'close-all-doors',
      },
    });
    const postsBefore = sent?.filter((r) => r.method === 'POST').length ?? 0;
    void question.answer(true);
    void question.answer(true);
    presenter.askCloseAll();
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.running).toBe('closing');
    await idle();
    expect(jobs('close')).toEqual([2, 4, 6, 14]);
    if (sent) {
      const closes = sent.filter((r) => r.method === 'POST').slice(postsBefore);
      expect(closes.map((r) => [r.url.pathname, r.body])).toEqual(
        [2, 4, 6, 14].map((id) => [`/console/v2/locks/${id}/jobs`, { job_type: 'close' }]),
      );
    }
    expect(stateOf(DEMO_LOCKS.sideDoor)).toEqual({ kind: 'closed' });
    expect(stateOf(DEMO_LOCKS.meetingB)).toEqual({ kind: 'closed' });
    expect(stateOf(DEMO_LOCKS.bikeGate)).toEqual({ kind: 'closed' });
    expect(stateOf(DEMO_LOCKS.serverRoom)).toEqual({
      kind: 'closeFailed',
      lockStatus: 'open',
      message: REMOTE_FAILURE_MESSAGE,
    });
    expect(progressTextOf(presenter.snapshot)).toBe('4 件中 4 件の施錠が終わりました');
  });
});

describe('the door-state screen', () => {
  it('runs at most four jobs at a time; the others wait their turn', async () => {
    const { presenter, rows, scheduler } = await setUpGated();
    presenter.read();
    await until(() => scheduler.waiting === 4, 'four jobs waiting on their first poll');
    await settle();
    const kinds = () => rows().map((r) => r.state.kind);
    expect(kinds().filter((k) => k === 'reading')).toHaveLength(4);
    expect(kinds().filter((k) => k === 'waiting')).toHaveLength(12);
    expect(progressTextOf(presenter.snapshot)).toBe('16 件中 0 件を確認しました');
    await scheduler.release();
    await until(() => scheduler.waiting === 4, 'the next four');
    expect(kinds().filter((k) => k === 'read')).toHaveLength(4);
    expect(kinds().filter((k) => k === 'reading')).toHaveLength(4);
    expect(progressTextOf(presenter.snapshot)).toBe('16 件中 4 件を確認しました');
  });

  it('leaving the screen starts no further job and makes no further poll', async () => {
    const { backend } = await leftWithFourJobsWaiting();
    expect(backend.world.read((s) => s.remoteJobs.map((j) => j.polls))).toEqual([0, 0, 0, 0]);
  });

  it('retries a failed close alone, with one more job; buttons wait while it runs', async () => {
    const { presenter, stateOf, jobs, idle, backend, askedToCloseAll } = await setUp();
    serverRoomLeftOpen(backend);
    presenter.read();
    await idle();
    await askedToCloseAll();
    void askedQuestion(presenter).answer(true);
    await idle();
    expect(stateOf(DEMO_LOCKS.serverRoom)?.kind).toBe('closeFailed');
    // the hub is fixed meanwhile
    backend.world.write((s) => {
      const lock = s.locks.find((l) => l.id === DEMO_LOCKS.serverRoom);
      if (lock) lock.remote = { kind: 'normal' };
    });
    presenter.retry(DEMO_LOCKS.serverRoom);
    presenter.retry(DEMO_LOCKS.serverRoom);
    presenter.retryFailed();
    presenter.read();
    // a free slot of the pool: the job starts at once
    expect(stateOf(DEMO_LOCKS.serverRoom)).toEqual({ kind: 'closing', lockStatus: 'open', polls: 0 });
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.running).toBe('closing');
    await idle();
    expect(stateOf(DEMO_LOCKS.serverRoom)).toEqual({ kind: 'closed' });
    expect(jobs('close')).toEqual([2, 4, 6, 6, 14]);
    expect(progressTextOf(presenter.snapshot)).toBe('1 件中 1 件の施錠が終わりました');
  });

  it('読み直す reads every door again and takes the new time; it waits while a reading runs', async () => {
    const { presenter, jobs, idle, backend, stateOf } = await setUp();
    presenter.read();
    presenter.read();
    await idle();
    const firstReadAt = presenter.snapshot.status === 'ready' ? presenter.snapshot.readAt : null;
    expect(jobs('read_status')).toHaveLength(16);
    backend.world.write((s) => {
      const lock = s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor);
      if (lock) lock.remoteStatus = 'open';
    });
    presenter.read();
    expect(presenter.snapshot.status).toBe('listing');
    await idle();
    expect(jobs('read_status')).toHaveLength(32);
    expect(stateOf(DEMO_LOCKS.frontDoor)).toEqual({ kind: 'read', lockStatus: 'open' });
    const readAt = presenter.snapshot.status === 'ready' ? presenter.snapshot.readAt : null;
    expect(readAt).toBe(backend.clock.now().toISOString());
    expect(readAt).not.toBe(firstReadAt);
  });

  it('a lock list that cannot be read says so, and reading again works', async () => {
    const { presenter, backend, idle } = await setUp();
    networkDown(backend);
    presenter.read();
    await until(() => presenter.snapshot.status === 'failed', 'failed');
    expect(presenter.snapshot).toEqual({
      status: 'failed',
      message: 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
    });
    networkDown(backend, false);
    presenter.read();
    await idle();
    expect(presenter.snapshot.status).toBe('ready');
  });
});

describe.each(BACKENDS)('the door states kept for the session on the %s backend', (_name, makeBackend) => {
  it('coming back shows the doors as read, with the read time, and sends nothing', async () => {
    const { presenter, idle, backend, sent, jobs } = await setUp(makeBackend);
    presenter.read();
    await idle();
    const first = presenter.snapshot;
    const readAt = backend.clock.now().toISOString();
    presenter.dispose();
    backend.clock.advance(60_000);
    const before = sent?.length ?? 0;
    const back = backend.container.get(DoorStatesPresenter);
    back.open();
    expect(back.snapshot).toEqual(first);
    expect(back.snapshot.status === 'ready' && back.snapshot.readAt).toBe(readAt);
    expect(progressTextOf(back.snapshot)).toBe('16 件中 16 件を確認しました');
    await settle();
    expect(jobs('read_status')).toHaveLength(16);
    if (sent) expect(sent).toHaveLength(before);
  });
});

describe('the door states kept for the session', () => {
  it('読み直す replaces the kept reading with the new states and time', async () => {
    const { presenter, idle, backend } = await setUp();
    presenter.read();
    await idle();
    presenter.dispose();
    backend.world.write((s) => {
      const lock = s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor);
      if (lock) lock.remoteStatus = 'open';
    });
    backend.clock.advance(60_000);
    const again = backend.container.get(DoorStatesPresenter);
    again.open();
    again.read();
    await until(() => again.snapshot.status === 'ready' && again.snapshot.running === null, 'read again');
    const readAt = backend.clock.now().toISOString();
    again.dispose();
    const back = backend.container.get(DoorStatesPresenter);
    back.open();
    const front =
      back.snapshot.status === 'ready' ? back.snapshot.rows.find((r) => r.lockId === DEMO_LOCKS.frontDoor) : null;
    expect(front?.state).toEqual({ kind: 'read', lockStatus: 'open' });
    expect(back.snapshot.status === 'ready' && back.snapshot.readAt).toBe(readAt);
  });

  it('a reading left before it ended is not kept: coming back reads again', async () => {
    const { backend, scheduler } = await leftWithFourJobsWaiting();
    const back = backend.container.get(DoorStatesPresenter);
    back.open();
    expect(back.snapshot.status).toBe('listing');
    await until(() => scheduler.waiting === 4, 'the new reading');
    expect(backend.world.read((s) => s.remoteJobs.length)).toBe(8);
  });

  it('after a close-all the kept reading has the closed doors (and the failed one), with the time it was read', async () => {
    const { presenter, idle, backend, askedToCloseAll } = await setUp();
    serverRoomLeftOpen(backend);
    presenter.read();
    await idle();
    await askedToCloseAll();
    // the reading before the confirmation is the kept one
    const readAt = backend.clock.now().toISOString();
    void askedQuestion(presenter).answer(true);
    await idle();
    const shown = presenter.snapshot.status === 'ready' ? presenter.snapshot.rows : [];
    presenter.dispose();
    const back = backend.container.get(DoorStatesPresenter);
    back.open();
    const kept = back.snapshot.status === 'ready' ? back.snapshot.rows : [];
    expect(kept).toEqual(shown);
    expect(kept.find((r) => r.lockId === DEMO_LOCKS.sideDoor)?.state).toEqual({ kind: 'closed' });
    expect(kept.find((r) => r.lockId === DEMO_LOCKS.serverRoom)?.state.kind).toBe('closeFailed');
    expect(back.snapshot.status === 'ready' && back.snapshot.readAt).toBe(readAt);
    expect(doorsToClose(kept).map((r) => r.lockId)).toEqual([DEMO_LOCKS.serverRoom]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListLocks } from '../../../src/application/locks/ListLocks';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import type { DoorRow } from '../../../src/domain/remote/doorStates';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { DoorStatesPresenter } from '../../../src/ui/remote/DoorStatesPresenter';
import { progressTextOf } from '../../../src/ui/remote/DoorStatesState';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { recordStates, settle, until } from '../../support/presenters';
import { GatedScheduler, SteppingScheduler } from '../../support/SteppingScheduler';
import type { ConfirmEffect } from '../../../src/ui/shared/effectRunner';
import type { Effect } from '../../../src/ui/shared/Effects';

afterEach(() => vi.restoreAllMocks());

const rowsOf = (presenter: DoorStatesPresenter): ReadonlyArray<DoorRow> =>
  presenter.snapshot.status === 'ready' ? presenter.snapshot.rows : [];
const idle = (presenter: DoorStatesPresenter) =>
  until(() => presenter.snapshot.status === 'ready' && presenter.snapshot.running === null, 'idle');
const confirmingOf = (presenter: DoorStatesPresenter) =>
  presenter.snapshot.status === 'ready' ? (presenter.snapshot.confirming?.map((row) => row.name) ?? null) : null;
/** The question the close-all asked, as its dialog gets it (the effects hold it until someone listens). */
const askedQuestion = (presenter: DoorStatesPresenter): ConfirmEffect => {
  let asked: Effect | undefined;
  presenter.effects.effects$.subscribe((effect) => (asked = effect)).unsubscribe();
  if (asked?.kind !== 'confirm') throw new Error('the close-all asked nothing');
  return asked;
};
const jobsOf = (backend: Backend, type: string) =>
  backend.world.read((s) => s.remoteJobs.filter((j) => j.jobType === type).map((j) => j.lockId)).sort((a, b) => a - b);
const setRemote = (backend: Backend, lockId: number, status: 'open' | 'close') =>
  backend.world.write((s) => {
    const lock = s.locks.find((l) => l.id === lockId);
    if (lock) lock.remoteStatus = status;
  });

const stepping = async (makeBackend: () => Backend) => {
  const backend = await signedIn(makeBackend);
  backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
  const presenter = backend.container.get(DoorStatesPresenter);
  presenter.read();
  await idle(presenter);
  return { backend, presenter };
};

describe.each(BACKENDS)('解錠中の扉をすべて施錠 on the %s backend', (_name, makeBackend) => {
  it('reads every door again before the confirmation (progress shown) and lists the doors unlocked now', async () => {
    const { backend, presenter } = await stepping(makeBackend);
    // since the screen was read: 本社 正面玄関 was unlocked, 本社 通用口 locked
    setRemote(backend, DEMO_LOCKS.frontDoor, 'open');
    setRemote(backend, DEMO_LOCKS.sideDoor, 'close');
    const progress = recordStates(presenter, (s) =>
      s.status === 'ready' ? `${s.running}:${progressTextOf(s)}` : s.status,
    );
    presenter.askCloseAll();
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.running).toBe('checking');
    expect(confirmingOf(presenter)).toBeNull();
    await idle(presenter);
    expect(progress).toContain('checking:16 件中 0 件を確認しました');
    expect(progress).toContain('checking:16 件中 8 件を確認しました');
    expect(confirmingOf(presenter)).toEqual(['本社 正面玄関', '会議室B', '駐輪場ゲート']);
    expect(jobsOf(backend, 'read_status')).toHaveLength(32);
    void askedQuestion(presenter).answer(true);
    await idle(presenter);
    expect(jobsOf(backend, 'close')).toEqual([DEMO_LOCKS.frontDoor, DEMO_LOCKS.meetingB, DEMO_LOCKS.bikeGate]);
  });

  it('a lock the list gives twice (the list moved between its pages) is one row and gets one close job', async () => {
    const execute = ListLocks.prototype.execute;
    vi.spyOn(ListLocks.prototype, 'execute').mockImplementation(async function (this: ListLocks, query) {
      const page = await execute.call(this, query);
      if (query.page !== 2 || page._tag === 'Left') return page;
      const first = await execute.call(this, { ...query, page: 1 });
      const sideDoor = first._tag === 'Right' ? first.right.items.filter((l) => l.id === DEMO_LOCKS.sideDoor) : [];
      return { ...page, right: { ...page.right, items: [...sideDoor, ...page.right.items] } };
    });
    const { backend, presenter } = await stepping(makeBackend);
    expect(rowsOf(presenter).filter((row) => row.lockId === DEMO_LOCKS.sideDoor)).toHaveLength(1);
    presenter.askCloseAll();
    await idle(presenter);
    expect(confirmingOf(presenter)).toEqual(['本社 通用口', '会議室B', '駐輪場ゲート']);
    void askedQuestion(presenter).answer(true);
    await idle(presenter);
    expect(jobsOf(backend, 'close')).toEqual([DEMO_LOCKS.sideDoor, DEMO_LOCKS.meetingB, DEMO_LOCKS.bikeGate]);
  });

  it('no in the confirmation sends nothing, and the close-all can be asked again', async () => {
    const { backend, presenter } = await stepping(makeBackend);
    presenter.askCloseAll();
    await idle(presenter);
    const question = askedQuestion(presenter);
    expect(question.request.list?.items).toEqual(['本社 通用口（解錠）', '会議室B（半開）', '駐輪場ゲート（解錠）']);
    await question.answer(false);
    expect(confirmingOf(presenter)).toBeNull();
    expect(jobsOf(backend, 'close')).toEqual([]);
    presenter.askCloseAll();
    await idle(presenter);
    expect(confirmingOf(presenter)).toEqual(['本社 通用口', '会議室B', '駐輪場ゲート']);
  });

  it('no door unlocked now: no confirmation, and the screen says so', async () => {
    const { backend, presenter } = await stepping(makeBackend);
    backend.world.write((s) => s.locks.forEach((l) => (l.remoteStatus = 'close')));
    presenter.askCloseAll();
    await idle(presenter);
    expect(confirmingOf(presenter)).toBeNull();
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.noneUnlocked).toBe(true);
    expect(jobsOf(backend, 'close')).toEqual([]);
  });
});

describe('解錠中の扉をすべて施錠 left while its closes run', () => {
  it('coming back shows those doors closing; the next close-all neither reads them nor sends them a second job', async () => {
    const scheduler = new GatedScheduler();
    const backend = await signedIn();
    backend.container.rebind(Scheduler).toConstantValue(scheduler);
    const drain = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i += 1) {
        await scheduler.release();
        await settle();
      }
    };
    const ready = (p: DoorStatesPresenter) => () => p.snapshot.status === 'ready' && p.snapshot.running === null;
    const first = backend.container.get(DoorStatesPresenter);
    first.read();
    await drain(ready(first));
    first.askCloseAll();
    await drain(ready(first));
    void askedQuestion(first).answer(true);
    await until(() => scheduler.waiting === 3, 'three closes waiting on their first poll');
    expect(jobsOf(backend, 'close')).toEqual([DEMO_LOCKS.sideDoor, DEMO_LOCKS.meetingB, DEMO_LOCKS.bikeGate]);
    first.dispose();

    const back = backend.container.get(DoorStatesPresenter);
    back.open();
    const closing = () =>
      rowsOf(back)
        .filter((row) => row.state.kind === 'closing')
        .map((row) => row.lockId);
    expect(closing()).toEqual([DEMO_LOCKS.sideDoor, DEMO_LOCKS.meetingB, DEMO_LOCKS.bikeGate]);
    const readsBefore = jobsOf(backend, 'read_status').length;
    back.askCloseAll();
    await drain(ready(back));
    // 13 doors read again, not the three whose closes ran; those ended locked, so nothing is left to close
    expect(jobsOf(backend, 'read_status').length - readsBefore).toBe(13);
    expect(jobsOf(backend, 'close')).toEqual([DEMO_LOCKS.sideDoor, DEMO_LOCKS.meetingB, DEMO_LOCKS.bikeGate]);
    expect(rowsOf(back).find((row) => row.lockId === DEMO_LOCKS.sideDoor)?.state).toEqual({ kind: 'closed' });
    expect(confirmingOf(back)).toBeNull();
  });
});

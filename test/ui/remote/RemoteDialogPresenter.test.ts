import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { RemoteDialogPresenter } from '../../../src/ui/remote/RemoteDialogPresenter';
import { signedIn } from '../../support/backends';
import { GatedScheduler } from '../../support/SteppingScheduler';

const setUp = async () => {
  const backend = await signedIn();
  const scheduler = new GatedScheduler();
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  const presenter = backend.container.get(RemoteDialogPresenter);
  const stages: string[] = [];
  presenter.state$.subscribe((s) => {
    if (stages[stages.length - 1] !== s.stage.kind) stages.push(s.stage.kind);
  });
  const settle = async () => {
    for (let i = 0; i < 50 && scheduler.waiting === 0; i += 1) await new Promise((r) => setTimeout(r, 0));
  };
  return { backend, scheduler, presenter, stages, settle };
};

describe('the remote dialog presenter', () => {
  it('walks connecting → confirm → opening → opened → done, one job per click however often it is clicked', async () => {
    const { backend, scheduler, presenter, stages, settle } = await setUp();
    presenter.openFor({ id: DEMO_LOCKS.frontDoor, name: '本社 正面玄関' });
    presenter.openFor({ id: DEMO_LOCKS.frontDoor, name: '本社 正面玄関' });
    await settle();
    await scheduler.release();
    expect(presenter.snapshot.stage).toEqual({ kind: 'confirm', ask: 'open' });
    presenter.confirm('open');
    presenter.confirm('open');
    presenter.confirm('close');
    await settle();
    expect(presenter.snapshot.stage.kind).toBe('opening');
    await scheduler.release();
    expect(presenter.snapshot.pollCount).toBe(1);
    await settle();
    await scheduler.release();
    expect(presenter.snapshot.stage.kind).toBe('opened');
    presenter.acknowledge();
    expect(stages).toEqual(['done', 'connecting', 'confirm', 'opening', 'opened', 'done']);
    expect(presenter.snapshot.changedLock).toBe(true);
    expect(backend.world.read((s) => s.remoteJobs.map((j) => j.jobType))).toEqual(['open', 'read_status']);
  });

  it('cancel while connecting closes at once and the pending poll is never made', async () => {
    const { backend, scheduler, presenter, settle } = await setUp();
    presenter.openFor({ id: DEMO_LOCKS.rooftop, name: '屋上扉' });
    await settle();
    presenter.cancel();
    expect(presenter.snapshot.stage.kind).toBe('done');
    await scheduler.release();
    expect(backend.world.read((s) => s.remoteJobs[0]?.polls)).toBe(0);
    expect(presenter.snapshot.stage.kind).toBe('done');
  });

  it('a running open cannot be cancelled: the job is already on its way to the lock', async () => {
    const { scheduler, presenter, settle } = await setUp();
    presenter.openFor({ id: DEMO_LOCKS.frontDoor, name: '本社 正面玄関' });
    await settle();
    await scheduler.release();
    presenter.confirm('open');
    presenter.cancel();
    expect(presenter.snapshot.stage.kind).toBe('opening');
  });

  it('failure: a lock without a hub ends in the alert with the server words; acknowledging closes', async () => {
    const { presenter, stages, settle, backend } = await setUp();
    presenter.openFor({ id: DEMO_LOCKS.storeroom, name: '倉庫' });
    await settle();
    expect(presenter.snapshot.stage).toEqual({ kind: 'failed', message: 'ハブが設定されていません。' });
    presenter.acknowledge();
    expect(stages).toEqual(['done', 'connecting', 'failed', 'done']);
    expect(presenter.snapshot.changedLock).toBe(false);
    expect(backend.world.read((s) => s.remoteJobs)).toEqual([]);
  });

  it('failure: a network failure ends in the alert with the client-wide sentence, never the transport words', async () => {
    const { presenter, settle, backend } = await setUp();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    presenter.openFor({ id: DEMO_LOCKS.frontDoor, name: '本社 正面玄関' });
    await settle();
    expect(presenter.snapshot.stage).toEqual({
      kind: 'failed',
      message: 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
    });
  });
  // stale case: a dialog runs one job at a time (one job per click, above); an answer after closing is the cancel case
});

describe('the remote dialog says when a job changed the lock (the lock list, made of it, reads the page again)', () => {
  it('a job that opened the lock says so once, as the dialog closes', async () => {
    const { scheduler, presenter, settle } = await setUp();
    const calls: string[] = [];
    presenter.lockChanged$.subscribe(() => calls.push('reload'));
    presenter.openFor({ id: DEMO_LOCKS.frontDoor, name: '本社 正面玄関' });
    await settle();
    await scheduler.release();
    presenter.confirm('open');
    await settle();
    await scheduler.release();
    await settle();
    await scheduler.release();
    expect(presenter.snapshot.stage.kind).toBe('opened');
    expect(calls).toEqual([]);
    presenter.acknowledge();
    expect(calls).toEqual(['reload']);
  });

  it('a dialog cancelled before any job changes nothing and says nothing', async () => {
    const { presenter, settle } = await setUp();
    const calls: string[] = [];
    presenter.lockChanged$.subscribe(() => calls.push('reload'));
    presenter.openFor({ id: DEMO_LOCKS.rooftop, name: '屋上扉' });
    await settle();
    presenter.cancel();
    expect(presenter.snapshot.stage.kind).toBe('done');
    expect(calls).toEqual([]);
  });
});

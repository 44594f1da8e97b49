import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListLocks } from '../../../src/application/locks/ListLocks';
import { LockListHeadStart } from '../../../src/application/locks/LockListHeadStart';
import { LoadLockSettings } from '../../../src/application/locks/LoadLockSettings';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { sortParamsOf } from '../../../src/domain/locks/sort';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { LockConfigPresenter, type LockConfigState } from '../../../src/ui/locks/LockConfigPresenter';
import { LocksPresenter } from '../../../src/ui/locks/LocksPresenter';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { type Backend, signedIn } from '../../support/backends';
import { GatedScheduler } from '../../support/SteppingScheduler';
import { answerNewerFirst, effectsOf, recordStates, until } from '../../support/presenters';
import { requestLog } from '../../support/requestLog';

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend, down = true) =>
  backend.world.write((s) => {
    s.dev.networkUp = !down;
  });

describe('locks list presenter', () => {
  it('load: loading → ready; the next page keeps the panels on screen while it loads', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LocksPresenter);
    const seen = recordStates(presenter.list, (s) => `${s.status}#${s.page}:${s.rows.length}`);
    await presenter.open();
    const firstPage = presenter.list.snapshot.rows.length;
    expect(firstPage).toBe(10);
    await presenter.goToPage(2);
    expect(seen.slice(0, 3)).toEqual(['loading#1:0', `ready#1:${firstPage}`, `loading#2:${firstPage}`]);
    expect(presenter.list.snapshot.status).toBe('ready');
    expect(presenter.snapshot.battery.status).toBe('ready');
  });

  it('made after the first page was answered ahead (ログイン): ready at once, and open() reads no lock page more', async () => {
    const plain = await signedIn();
    const plainLog = requestLog(plain);
    await plain.container.get(LocksPresenter).open();
    const backend = await signedIn();
    const log = requestLog(backend);
    const headStart = backend.container.get(LockListHeadStart);
    headStart.start();
    // both reads asked ahead (the first page and its look-ahead) have answered: the screen can be made
    const request = (page: number) => ({ organizationId: 1, page, lockName: '', sort: sortParamsOf('none') });
    await until(() => headStart.settled(request(1)) !== null && headStart.settled(request(2)) !== null, 'the reads');
    const presenter = backend.container.get(LocksPresenter);
    const seen = recordStates(presenter.list, (s) => `${s.status}#${s.page}:${s.rows.length}`);
    expect(seen).toEqual(['ready#1:10']);
    await presenter.open();
    expect(seen).toEqual(['ready#1:10']);
    expect(presenter.snapshot.battery.status).toBe('ready');
    // the same reads as a screen that asked for its page itself: the two asked ahead are its page and look-ahead
    const locks = (lines: ReadonlyArray<string>) => lines.filter((l) => l === 'locks.list').length;
    expect(locks(plainLog.lines())).toBeGreaterThanOrEqual(4);
    expect(locks(log.lines())).toBe(locks(plainLog.lines()));
  });

  it('failure: the list load failure message', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LocksPresenter);
    networkDown(backend);
    await presenter.open();
    expect(presenter.list.snapshot).toMatchObject({ status: 'failed', message: MESSAGES.networkFailed });
    expect(presenter.snapshot.battery).toEqual({ status: 'failed' });
  });

  it('a search answered after a newer one is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LocksPresenter);
    await answerNewerFirst(
      ListLocks.prototype,
      'execute',
      () => presenter.search(''),
      () => presenter.search('正面玄関'),
    );
    expect(presenter.list.snapshot.query.lockName).toBe('正面玄関');
    expect(presenter.list.snapshot.rows.map((l) => l.setting.lockName)).toEqual(['本社 正面玄関']);
  });
});

describe('the lock list is made of its panels and the remote dialog', () => {
  it('a remote job that opened a lock reads the page again once the dialog closes (the panel shows the new event)', async () => {
    const backend = await signedIn();
    const scheduler = new GatedScheduler();
    backend.container.rebind(Scheduler).toConstantValue(scheduler);
    const presenter = backend.container.get(LocksPresenter);
    await presenter.open();
    const pages = recordStates(presenter.list, (s) => s.status);
    const settle = async () => {
      for (let i = 0; i < 50 && scheduler.waiting === 0; i += 1) await new Promise((r) => setTimeout(r, 0));
    };
    presenter.remote.openFor({ id: DEMO_LOCKS.frontDoor, name: '本社 正面玄関' });
    await settle();
    await scheduler.release();
    presenter.remote.confirm('open');
    for (let i = 0; i < 2; i += 1) {
      await settle();
      await scheduler.release();
    }
    await settle();
    expect(presenter.remote.snapshot.stage.kind).toBe('opened');
    expect(pages).toEqual(['ready']);
    presenter.remote.acknowledge();
    await until(() => presenter.list.snapshot.status === 'ready' && pages.length === 3, 'the page read again');
    expect(pages).toEqual(['ready', 'loading', 'ready']);
  });

  it('a dialog cancelled before any job reads nothing again', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LocksPresenter);
    await presenter.open();
    const pages = recordStates(presenter.list, (s) => s.status);
    presenter.remote.openFor({ id: DEMO_LOCKS.rooftop, name: '屋上扉' });
    presenter.remote.cancel();
    expect(pages).toEqual(['ready']);
  });
});

const configSummary = (s: LockConfigState) =>
  s.status === 'ready' ? `ready ${s.settings.lock.setting.lockName}` : s.status;

describe('lock config presenter', () => {
  it('load → ready; a rename → saving → ready with the new name and a saved toast', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockConfigPresenter);
    const effects = effectsOf(presenter);
    const seen = recordStates(presenter, configSummary);
    const sent = recordStates(presenter.submission, (s) =>
      s.status === 'submitting' ? `${s.status} ${s.action}` : s.status,
    );
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(await presenter.submitRename('正面玄関（新）')).toBeUndefined();
    expect(seen).toEqual(['loading', 'loading', 'ready 本社 正面玄関', 'ready 正面玄関（新）']);
    expect(sent).toEqual(['idle', 'submitting renaming', 'done']);
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: MESSAGES.saved }]);
  });

  it('failure: an empty name is the form message; an unknown lock leaves for the list with the reason', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockConfigPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(await presenter.submitRename('  ')).toBe(LOCK_MESSAGES.lockNameRequired);
    await presenter.open({ lockId: 999 });
    expect(presenter.snapshot).toEqual({ status: 'gone' });
    expect(effects).toEqual([
      { kind: 'toast', tone: 'error', message: LOCK_MESSAGES.lockNotFound },
      { kind: 'navigate', to: '/locks/', replace: true },
    ]);
  });

  it('a load overtaken by another lock is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockConfigPresenter);
    await answerNewerFirst(
      LoadLockSettings.prototype,
      'execute',
      () => presenter.open({ lockId: DEMO_LOCKS.frontDoor }),
      () => presenter.open({ lockId: DEMO_LOCKS.sideDoor }),
    );
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.settings.lock.id).toBe(DEMO_LOCKS.sideDoor);
  });
});

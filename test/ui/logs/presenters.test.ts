import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadLogPage } from '../../../src/application/logs/LoadLogPage';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { LOG_MESSAGES } from '../../../src/domain/logs/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import type { Effect } from '../../../src/ui/shared/Effects';
import { LockLogPresenter, LockLogsPresenter } from '../../../src/ui/logs/LogPresenters';
import { TimecardPresenter } from '../../../src/ui/logs/TimecardPresenter';
import { memoryBackend, type Backend } from '../../support/backends';
import { holdAnswers, recordStates, until } from '../../support/presenters';

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend) => backend.world.write((s) => {
  s.dev.networkUp = false;
});
const effectsOf = (presenter: { readonly effects: { readonly effects$: import('rxjs').Observable<Effect> } }): Effect[] => {
  const seen: Effect[] = [];
  presenter.effects.effects$.subscribe((e) => seen.push(e));
  return seen;
};
const NOVEMBER = { year: 2026, month: 11 };
const OCTOBER = { year: 2026, month: 10 };

describe('lock history presenter', () => {
  it('load: loading → ready with the month on page 1', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(LockLogPresenter);
    const seen = recordStates(presenter.list, (s) => `${s.status} ${s.query.month.year}-${s.query.month.month}#${s.page}`);
    await presenter.start(DEMO_LOCKS.frontDoor);
    expect(seen).toEqual(['loading 2026-11#1', 'loading 2026-11#1', 'ready 2026-11#1']);
    expect(presenter.list.snapshot.total).toBeGreaterThan(0);
  });

  it('failure: the history load failure message', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(LockLogPresenter);
    networkDown(backend);
    await presenter.start(DEMO_LOCKS.frontDoor);
    expect(presenter.list.snapshot).toMatchObject({ status: 'failed', message: MESSAGES.networkFailed });
  });

  it('a month answered after a newer month is dropped', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const held = holdAnswers(LoadLogPage.prototype, 'execute');
    const presenter = backend.container.get(LockLogPresenter);
    const older = presenter.start(DEMO_LOCKS.frontDoor);
    const newer = presenter.changeMonth(OCTOBER);
    await until(() => held.length === 2, 'two loads');
    await held[1]?.release();
    await held[0]?.release();
    await Promise.all([older, newer]);
    expect(presenter.list.snapshot).toMatchObject({ status: 'ready', query: { month: OCTOBER } });
    expect(held.map((c) => c.args[2])).toEqual([NOVEMBER, OCTOBER]);
  });
});

describe('lock logs heading presenter', () => {
  it('an unknown lock leaves for the list with the reason', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(LockLogsPresenter);
    const effects = effectsOf(presenter);
    await presenter.load(999);
    expect(presenter.snapshot).toEqual({ status: 'gone' });
    expect(effects).toEqual([{ kind: 'toast', tone: 'error', message: LOCK_MESSAGES.lockNotFound }, { kind: 'navigate', to: '/locks/', replace: true }]);
    await presenter.load(DEMO_LOCKS.frontDoor);
    expect(presenter.snapshot.status).toBe('ready');
  });
});

describe('timecard presenter', () => {
  it('start loads the users and the day; asking without a user says one must be chosen', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.start(DEMO_LOCKS.frontDoor);
    expect(presenter.snapshot.users.status).toBe('ready');
    expect(presenter.snapshot.daily.status).toBe('ready');
    // start opens on the person of the latest entry; clearing the choice and asking says one must be chosen
    await presenter.chooseUser(null);
    await presenter.loadUser();
    expect(presenter.snapshot.userError).toBe(LOG_MESSAGES.timecardUserRequired);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadLogPage } from '../../../src/application/logs/LoadLogPage';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { LOG_MESSAGES } from '../../../src/domain/logs/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { ExportLogCsv } from '../../../src/application/logs/ExportLogCsv';
import { LoadPlanFunctions } from '../../../src/application/session/LoadPlanFunctions';
import {
  CsvDownloadPresenter,
  EntryExitLogPresenter,
  LockLogPresenter,
  LockLogsPresenter,
} from '../../../src/ui/logs/LogPresenters';
import { TimecardPresenter } from '../../../src/ui/logs/TimecardPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { answerNewerFirst, effectsOf, holdAnswers, recordStates, until } from '../../support/presenters';
import { rightOf } from '../../support/outcomes';

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend) =>
  backend.world.write((s) => {
    s.dev.networkUp = false;
  });
const NOVEMBER = { year: 2026, month: 11 };
const OCTOBER = { year: 2026, month: 10 };

describe('lock history presenter', () => {
  it('load: loading → ready with the month on page 1', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockLogPresenter);
    const seen = recordStates(
      presenter.list,
      (s) => `${s.status} ${s.query.month.year}-${s.query.month.month}#${s.page}`,
    );
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(seen).toEqual(['loading 2026-11#1', 'ready 2026-11#1']);
    // the seeded front door's lock/unlock history of November 2026 up to the test clock
    expect(presenter.list.snapshot.total).toBe(451);
  });

  it('failure: the history load failure message', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockLogPresenter);
    networkDown(backend);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(presenter.list.snapshot).toMatchObject({ status: 'failed', message: MESSAGES.networkFailed });
  });

  it('a month answered after a newer month is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockLogPresenter);
    const held = await answerNewerFirst(
      LoadLogPage.prototype,
      'execute',
      () => presenter.open({ lockId: DEMO_LOCKS.frontDoor }),
      () => presenter.changeMonth(OCTOBER),
    );
    expect(presenter.list.snapshot).toMatchObject({ status: 'ready', query: { month: OCTOBER } });
    expect(held.map((c) => c.args[2])).toEqual([NOVEMBER, OCTOBER]);
  });
});

describe('lock logs heading presenter', () => {
  it('an unknown lock leaves for the list with the reason', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockLogsPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ lockId: 999 });
    expect(presenter.snapshot).toEqual({ status: 'gone' });
    expect(effects).toEqual([
      { kind: 'toast', tone: 'error', message: LOCK_MESSAGES.lockNotFound },
      { kind: 'navigate', to: '/locks/', replace: true },
    ]);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(presenter.snapshot.status).toBe('ready');
  });
});

describe('timecard presenter', () => {
  it('start loads the users and the day; asking without a user says one must be chosen', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(presenter.snapshot.users.status).toBe('ready');
    expect(presenter.snapshot.daily.status).toBe('ready');
    // start opens on the person of the latest entry; clearing the choice and asking says one must be chosen
    await presenter.chooseUser(null);
    await presenter.loadUser();
    expect(presenter.snapshot.userError).toBe(LOG_MESSAGES.timecardUserRequired);
  });
});

describe('entry/exit history presenter', () => {
  it('load: loading → ready with the month on page 1', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(EntryExitLogPresenter);
    const seen = recordStates(
      presenter.list,
      (s) => `${s.status} ${s.query.month.year}-${s.query.month.month}#${s.page}`,
    );
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(seen).toEqual(['loading 2026-11#1', 'ready 2026-11#1']);
    // the seeded front door's entry/exit history of November 2026 up to the test clock
    expect(presenter.list.snapshot.total).toBe(138);
  });

  it('failure: failed with the network sentence, no rows', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(EntryExitLogPresenter);
    networkDown(backend);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(presenter.list.snapshot).toMatchObject({
      status: 'failed',
      message: MESSAGES.networkFailed,
      rows: [],
      total: 0,
    });
  });

  it('stale: a page answered after a newer page is dropped; the entry/exit history was asked, not the lock history', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(EntryExitLogPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const held = await answerNewerFirst(
      LoadLogPage.prototype,
      'execute',
      () => presenter.changeMonth(OCTOBER),
      () => presenter.changeMonth(NOVEMBER),
    );
    expect(presenter.list.snapshot).toMatchObject({ status: 'ready', query: { month: NOVEMBER } });
    expect(held.map((c) => c.args[0])).toEqual(['entryExitLog', 'entryExitLog']);
  });
});

// CsvDownloadPresenter has no load: its cases are success, failure and a second click while one is out.
describe('CSV download presenter', () => {
  const planOf = async (backend: Backend) => {
    return rightOf(await backend.container.get(LoadPlanFunctions).execute());
  };
  const request = { kind: 'lockLog', filter: { lockId: DEMO_LOCKS.frontDoor, ...NOVEMBER } } as const;

  it('success: busy, then the file saved and ダウンロードしました。', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(CsvDownloadPresenter);
    const seen = recordStates(presenter.submission, (s) => s.status);
    const effects = effectsOf(presenter);
    await presenter.download(await planOf(backend), request);
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(
      effects.map((e) =>
        e.kind === 'download' ? `download:${e.fileName}` : e.kind === 'toast' ? `${e.tone}:${e.message}` : e.kind,
      ),
    ).toEqual(['download:施解錠履歴_2026年11月.csv', 'success:ダウンロードしました。']);
  });

  it('failure: データの作成に失敗しました。 followed by why, no file', async () => {
    const backend = await signedIn();
    const plan = await planOf(backend);
    networkDown(backend);
    const presenter = backend.container.get(CsvDownloadPresenter);
    const effects = effectsOf(presenter);
    await presenter.download(plan, request);
    expect(effects).toEqual([
      { kind: 'toast', tone: 'error', message: `データの作成に失敗しました。 ${MESSAGES.networkFailed}` },
    ]);
    expect(presenter.submission.snapshot.status).toBe('failed');
  });

  it('a plan without the CSV: the plan sentence after the failure sentence, nothing asked of the server', async () => {
    const backend = await signedIn();
    const plan = { ...(await planOf(backend)), downloadLogCsv: false };
    const presenter = backend.container.get(CsvDownloadPresenter);
    const effects = effectsOf(presenter);
    await presenter.download(plan, request);
    expect(effects).toEqual([
      {
        kind: 'toast',
        tone: 'error',
        message: 'データの作成に失敗しました。 ご利用のプランではこの機能はお使いいただけません。',
      },
    ]);
  });

  it('stale case: a second click while the file is being made makes no second file', async () => {
    const backend = await signedIn();
    const plan = await planOf(backend);
    const held = holdAnswers(ExportLogCsv.prototype, 'execute');
    const presenter = backend.container.get(CsvDownloadPresenter);
    const effects = effectsOf(presenter);
    const first = presenter.download(plan, request);
    await until(() => held.length === 1, 'first export');
    await presenter.download(plan, request);
    expect(held).toHaveLength(1);
    expect(presenter.submission.snapshot.status).toBe('submitting');
    await held[0]?.release();
    await first;
    expect(effects.filter((e) => e.kind === 'download')).toHaveLength(1);
  });
});

import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadLock } from '../../../src/application/locks/LoadLock';
import { LoadDailyTimecard, type DailyTimecard } from '../../../src/application/logs/LoadDailyTimecard';
import { LoadGuestTimecard } from '../../../src/application/logs/LoadGuestTimecard';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import type { Lock } from '../../../src/domain/locks/lock';
import type { GuestTimecardRow } from '../../../src/domain/logs/log';
import { LOG_MESSAGES } from '../../../src/domain/logs/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { LockLogsPresenter } from '../../../src/ui/logs/LogPresenters';
import { TimecardPresenter, type TimecardState } from '../../../src/ui/logs/TimecardPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { effectsOf, recordStates } from '../../support/presenters';
import { answerByHand } from '../../support/deferred';
import { rightOf } from '../../support/outcomes';

afterEach(() => vi.restoreAllMocks());

describe('lock logs heading presenter: stale', () => {
  const lockOf = async (backend: Backend, id: number): Promise<Lock> => {
    return rightOf(await backend.container.get(LoadLock).execute(id));
  };

  it('the first lock answering after a second lock was asked is dropped: the heading names the second', async () => {
    const backend = await signedIn();
    const [front, side] = [await lockOf(backend, DEMO_LOCKS.frontDoor), await lockOf(backend, DEMO_LOCKS.sideDoor)];
    const calls = answerByHand<Outcome<Lock>>(LoadLock.prototype, 'execute');
    const presenter = backend.container.get(LockLogsPresenter);
    const seen = recordStates(presenter, (s) => (s.status === 'ready' ? `ready:${s.lock.id}` : s.status));
    const effects = effectsOf(presenter);
    const first = presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const second = presenter.open({ lockId: DEMO_LOCKS.sideDoor });
    expect(calls.map((c) => c.args)).toEqual([[DEMO_LOCKS.frontDoor], [DEMO_LOCKS.sideDoor]]);
    await calls[1]?.answer(E.right(side));
    await calls[0]?.answer(E.right(front));
    await Promise.all([first, second]);
    expect(seen).toEqual(['loading', `ready:${side.id}`]);
    expect(effects).toEqual([]);
  });

  it('an older lock that failed after the newer one loaded neither replaces the heading nor leaves the page', async () => {
    const backend = await signedIn();
    const side = await lockOf(backend, DEMO_LOCKS.sideDoor);
    const calls = answerByHand<Outcome<Lock>>(LoadLock.prototype, 'execute');
    const presenter = backend.container.get(LockLogsPresenter);
    const effects = effectsOf(presenter);
    const first = presenter.open({ lockId: 999 });
    const second = presenter.open({ lockId: DEMO_LOCKS.sideDoor });
    await calls[1]?.answer(E.right(side));
    await calls[0]?.answer(E.left(AppErrors.notFound('鍵が見つかりません。')));
    await Promise.all([first, second]);
    expect(presenter.snapshot).toEqual({ status: 'ready', lock: side });
    expect(effects).toEqual([]);
  });
});

const daily = (s: TimecardState['daily']): string =>
  s.status === 'ready'
    ? `ready:${s.value.rows.map((r) => r.guestName).join('+')}`
    : s.status === 'failed'
      ? `failed:${s.message}`
      : s.status;
const byUser = (s: TimecardState['byUser']): string =>
  s.status === 'ready'
    ? `ready:${s.value.map((r) => r.date).join('+')}`
    : s.status === 'failed'
      ? `failed:${s.message}`
      : s.status;
const dayOf = (guestName: string): DailyTimecard => ({
  rows: [{ guestName, enterAt: '2026-11-02T00:00:00Z', exitAt: null, isError: false }],
  cut: false,
});
const monthOf = (date: string): ReadonlyArray<GuestTimecardRow> => [
  { date, enterAt: `${date}T00:00:00Z`, exitAt: null },
];

describe('timecard presenter: failure and stale', () => {
  it('failure: with the network down, the users and the day each end failed with the network sentence; the user message is not shown', async () => {
    const backend = await signedIn();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = backend.container.get(TimecardPresenter);
    const seen = recordStates(
      presenter,
      (s) =>
        `users=${s.users.status === 'failed' ? `failed:${s.users.message}` : s.users.status} daily=${daily(s.daily)} byUser=${byUser(s.byUser)}`,
    );
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    expect(seen).toEqual([
      'users=idle daily=idle byUser=idle',
      'users=loading daily=loading byUser=idle',
      `users=failed:${MESSAGES.networkFailed} daily=loading byUser=idle`,
      `users=failed:${MESSAGES.networkFailed} daily=loading byUser=idle`,
      `users=failed:${MESSAGES.networkFailed} daily=failed:${MESSAGES.networkFailed} byUser=idle`,
    ]);
    expect(presenter.snapshot.userError).toBeUndefined();
  });

  it('failure: a day the server cannot give shows the timecard sentence, and the next day asked loads again', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const calls = answerByHand<Outcome<DailyTimecard>>(LoadDailyTimecard.prototype, 'execute');
    const seen = recordStates(presenter, (s) => `${s.date} ${daily(s.daily)}`);
    const failing = presenter.changeDate('2026-11-02');
    await calls[0]?.answer(E.left(AppErrors.unavailable(LOG_MESSAGES.timecardLoadFailed)));
    await failing;
    const again = presenter.changeDate('2026-11-03');
    await calls[1]?.answer(E.right(dayOf('山田 太郎')));
    await again;
    expect(seen.slice(1)).toEqual([
      '2026-11-02 loading',
      `2026-11-02 failed:${LOG_MESSAGES.timecardLoadFailed}`,
      '2026-11-03 loading',
      '2026-11-03 ready:山田 太郎',
    ]);
  });

  it('stale: a day answering after a newer day was asked is dropped; the newer day and its rows show', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const calls = answerByHand<Outcome<DailyTimecard>>(LoadDailyTimecard.prototype, 'execute');
    const first = presenter.changeDate('2026-11-02');
    const second = presenter.changeDate('2026-11-03');
    expect(calls.map((c) => c.args)).toEqual([
      [DEMO_LOCKS.frontDoor, '2026-11-02'],
      [DEMO_LOCKS.frontDoor, '2026-11-03'],
    ]);
    await calls[1]?.answer(E.right(dayOf('鈴木 花子')));
    await calls[0]?.answer(E.right(dayOf('山田 太郎')));
    await Promise.all([first, second]);
    expect(`${presenter.snapshot.date} ${daily(presenter.snapshot.daily)}`).toBe('2026-11-03 ready:鈴木 花子');
  });

  it('stale: a day answering after the date was cleared is dropped; the day stays empty', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const calls = answerByHand<Outcome<DailyTimecard>>(LoadDailyTimecard.prototype, 'execute');
    const first = presenter.changeDate('2026-11-02');
    await presenter.changeDate('');
    await calls[0]?.answer(E.right(dayOf('山田 太郎')));
    await first;
    expect(`${presenter.snapshot.date} ${daily(presenter.snapshot.daily)}`).toBe(' idle');
  });

  it('stale: a month of one user answering after a newer month was asked is dropped; a failed older month does not replace it either', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const calls = answerByHand<Outcome<ReadonlyArray<GuestTimecardRow>>>(LoadGuestTimecard.prototype, 'execute');
    const guestId = presenter.snapshot.guestId ?? 1;
    const first = presenter.changeMonth({ year: 2026, month: 10 });
    const second = presenter.changeMonth({ year: 2026, month: 11 });
    expect(calls.map((c) => c.args)).toEqual([
      [DEMO_LOCKS.frontDoor, guestId, { year: 2026, month: 10 }],
      [DEMO_LOCKS.frontDoor, guestId, { year: 2026, month: 11 }],
    ]);
    await calls[1]?.answer(E.right(monthOf('2026-11-05')));
    await calls[0]?.answer(E.left(AppErrors.unavailable(LOG_MESSAGES.timecardLoadFailed)));
    await Promise.all([first, second]);
    expect(byUser(presenter.snapshot.byUser)).toBe('ready:2026-11-05');
    expect(presenter.snapshot.month).toEqual({ year: 2026, month: 11 });
  });

  it('stale: a user answering after the choice was cleared is dropped; the by-user timecard stays idle', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TimecardPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const calls = answerByHand<Outcome<ReadonlyArray<GuestTimecardRow>>>(LoadGuestTimecard.prototype, 'execute');
    const first = presenter.chooseUser(presenter.snapshot.guestId ?? 1);
    await presenter.chooseUser(null);
    await calls[0]?.answer(E.right(monthOf('2026-11-05')));
    await first;
    expect({ guestId: presenter.snapshot.guestId, byUser: byUser(presenter.snapshot.byUser) }).toEqual({
      guestId: null,
      byUser: 'idle',
    });
  });
});

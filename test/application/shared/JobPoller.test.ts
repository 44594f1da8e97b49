import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { JobPoller, type JobPhase } from '../../../src/application/shared/JobPoller';
import { FixedClock, TODAY } from '../../support/backends';
import { GatedScheduler, SteppingScheduler } from '../../support/SteppingScheduler';

type Status = { readonly state: JobPhase; readonly n: number };

/** A status call that answers the scripted statuses in turn, the last one forever. */
const scripted = (...answers: Array<E.Either<string, Status>>) => {
  let calls = 0;
  const check = async () => answers[Math.min(calls++, answers.length - 1)] ?? E.left('none');
  return { check, calls: () => calls };
};
const pending = (n: number) => E.right<string, Status>({ state: 'pending', n });

describe('JobPoller', () => {
  it('waits the interval before every check and stops at done', async () => {
    const scheduler = new SteppingScheduler(new FixedClock(TODAY));
    const job = scripted(pending(1), pending(2), E.right({ state: 'done', n: 3 }));
    const pendingSeen: number[] = [];
    const outcome = await new JobPoller(scheduler).poll({
      check: job.check,
      phaseOf: (s) => s.state,
      intervalMs: 3000,
      timedOut: (n) => n > 10,
      onPending: (_s, n) => pendingSeen.push(n),
    });
    expect(outcome).toEqual({ kind: 'done', status: { state: 'done', n: 3 }, polls: 3 });
    expect(scheduler.waits).toEqual([3000, 3000, 3000]);
    expect(pendingSeen).toEqual([1, 2]);
  });

  it('a failed job and a failed status call end polling with what happened', async () => {
    const scheduler = new SteppingScheduler(new FixedClock(TODAY));
    const poller = new JobPoller(scheduler);
    const base = { phaseOf: (s: Status) => s.state, intervalMs: 1000, timedOut: () => false };
    expect(
      await poller.poll({ ...base, check: scripted(pending(1), E.right({ state: 'failed', n: 2 })).check }),
    ).toEqual({ kind: 'failed', status: { state: 'failed', n: 2 }, polls: 2 });
    expect(await poller.poll({ ...base, check: scripted(E.left('503')).check })).toEqual({
      kind: 'error',
      error: '503',
      polls: 1,
    });
  });

  it('still pending when timedOut says so is a timeout, after exactly that many polls', async () => {
    const scheduler = new SteppingScheduler(new FixedClock(TODAY));
    const job = scripted(pending(0));
    const outcome = await new JobPoller(scheduler).poll({
      check: job.check,
      phaseOf: (s) => s.state,
      intervalMs: 3000,
      timedOut: (n) => n > 10,
    });
    expect(outcome).toEqual({ kind: 'timeout', status: { state: 'pending', n: 0 }, polls: 11 });
    expect(job.calls()).toBe(11);
  });

  it('cancelled while waiting: no further status call', async () => {
    const scheduler = new GatedScheduler();
    const job = scripted(pending(1));
    let cancelled = false;
    const run = new JobPoller(scheduler).poll({
      check: job.check,
      phaseOf: (s) => s.state,
      intervalMs: 3000,
      timedOut: () => false,
      isCancelled: () => cancelled,
    });
    await scheduler.release();
    expect(job.calls()).toBe(1);
    cancelled = true;
    await scheduler.release();
    expect(await run).toEqual({ kind: 'cancelled', polls: 1 });
    expect(job.calls()).toBe(1);
  });
});

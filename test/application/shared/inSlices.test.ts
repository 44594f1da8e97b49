import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSlices, SLICE_MS } from '../../../src/application/shared/inSlices';
import { finished, type Steps } from '../../../src/domain/shared/steps';

/** Ten steps, then 42. */
function* tenSteps(): Steps<number> {
  for (let i = 0; i < 10; i += 1) yield;
  return 42;
}

describe('inSlices: a pure evaluation run a slice of time at a time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers what finished answers', async () => {
    expect(await inSlices(tenSteps())).toBe(finished(tenSteps()));
  });

  it('lets a task of the timers in whenever a slice has run SLICE_MS, and only then', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    // the clock moves SLICE_MS / 2 a look: every second step ends a slice (after steps 2, 4, 6, 8 and 10)
    let now = 0;
    expect(await inSlices(tenSteps(), () => (now += SLICE_MS / 2))).toBe(42);
    expect(timers.mock.calls.map((call) => call[1])).toEqual([0, 0, 0, 0, 0]);
  });

  it('runs a quick evaluation in the task it starts in', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    expect(await inSlices(tenSteps(), () => 0)).toBe(42);
    expect(timers).not.toHaveBeenCalled();
  });
});

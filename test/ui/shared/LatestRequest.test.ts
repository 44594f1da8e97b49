import { describe, expect, it } from 'vitest';
import { LatestRequest } from '../../../src/ui/shared/LatestRequest';
import { deferred } from '../../support/deferred';

describe('LatestRequest', () => {
  it('an answer overtaken by a newer request is stale; the newer one is current', async () => {
    const latest = new LatestRequest();
    const slow = deferred<string>();
    const fast = deferred<string>();
    const first = latest.run(() => slow.promise);
    const second = latest.run(() => fast.promise);
    fast.resolve('second');
    slow.resolve('first');
    expect(await second).toEqual({ current: true, value: 'second' });
    expect(await first).toEqual({ current: false });
  });

  it('a single request is current', async () => {
    expect(await new LatestRequest().run(async () => 7)).toEqual({ current: true, value: 7 });
  });

  it('cancel makes the request still out stale', async () => {
    const latest = new LatestRequest();
    const pending = deferred<number>();
    const run = latest.run(() => pending.promise);
    latest.cancel();
    pending.resolve(1);
    expect(await run).toEqual({ current: false });
  });
});

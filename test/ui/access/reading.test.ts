import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AccessReadings } from '../../../src/application/shared/AccessReadings';
import { TabWrites } from '../../../src/application/shared/TabWrites';
import { ReadAccess } from '../../../src/application/access/ReadAccess';
import type { AuthStore } from '../../../src/application/ports/AuthStore';
import { CurrentOrganization } from '../../../src/application/session/CurrentOrganization';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import { AccessReading, type ReadingState } from '../../../src/ui/access/reading';
import { LatestRequest } from '../../../src/ui/shared/LatestRequest';
import { deferred } from '../../support/deferred';

const READ_AT = new Date('2026-11-25T10:00:00+09:00');
const storeOf = (id: number) =>
  ({
    load: () => ({ me: { id: 1 }, currentOrganization: { id, name: `組織${id}`, organizationType: 1 } }),
  }) as unknown as AuthStore;

const setUp = (readings = new AccessReadings(new TabWrites()), organizationId = 101) => {
  const readAccess = new ReadAccess(readings, new CurrentOrganization(storeOf(organizationId)), {
    now: () => READ_AT,
  });
  const shown: Array<ReadingState<string>> = [];
  const answers: Array<ReturnType<typeof deferred<Outcome<string>>>> = [];
  const pools: CallPool[] = [];
  const reading = new AccessReading<string>({
    view: 'lock:12',
    readAccess,
    load: (pool) => {
      const answer = deferred<Outcome<string>>();
      answers.push(answer);
      return pool.run(() => answer.promise);
    },
    newPool: (onProgress) => {
      const pool = new CallPool(onProgress);
      pools.push(pool);
      return pool;
    },
    latest: new LatestRequest(),
    show: (state) => shown.push(state),
  });
  return { reading, shown, answers, pools, readings, readAccess };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AccessReading', () => {
  it('reads when the session kept nothing, showing the progress, then what was read and when', async () => {
    const { reading, shown, answers } = setUp();
    reading.open();
    expect(shown.at(-1)).toEqual({ status: 'reading', progress: { done: 0, total: 1 }, previous: null });
    answers[0]?.resolve(E.right('本館'));
    await flush();
    expect(shown.at(-1)).toEqual({ status: 'read', reading: { value: '本館', readAt: READ_AT } });
  });

  it('shows what the session kept for the same organization without a call; another organization reads', async () => {
    const readings = new AccessReadings(new TabWrites());
    readings.keep(101, 'lock:12', { value: '前回', readAt: READ_AT });
    const same = setUp(readings, 101);
    same.reading.open();
    expect(same.shown).toEqual([{ status: 'read', reading: { value: '前回', readAt: READ_AT } }]);
    expect(same.answers).toHaveLength(0);
    const other = setUp(readings, 202);
    other.reading.open();
    expect(other.answers).toHaveLength(1);
  });

  it('keeps the old reading under the progress of a new one, and after a failure', async () => {
    const readings = new AccessReadings(new TabWrites());
    readings.keep(101, 'lock:12', { value: '前回', readAt: READ_AT });
    const { reading, shown, answers } = setUp(readings);
    reading.open();
    void reading.readAgain();
    expect(shown.at(-1)).toMatchObject({ status: 'reading', previous: { value: '前回' } });
    answers[0]?.resolve(E.left({ kind: 'Unavailable', message: '通信に失敗しました。' }));
    await flush();
    expect(shown.at(-1)).toEqual({
      status: 'failed',
      message: '通信に失敗しました。',
      previous: { value: '前回', readAt: READ_AT },
    });
    expect(readings.get(101, 'lock:12')).toEqual({ value: '前回', readAt: READ_AT });
  });

  it('drops an overtaken reading and cancels its waiting calls', async () => {
    const { reading, shown, answers, pools } = setUp();
    void reading.readAgain();
    void reading.readAgain();
    expect(pools[0]?.cancelled).toBe(true);
    answers[0]?.resolve(E.right('古い'));
    answers[1]?.resolve(E.right('新しい'));
    await flush();
    expect(shown.filter((s) => s.status === 'read')).toEqual([
      { status: 'read', reading: { value: '新しい', readAt: READ_AT } },
    ]);
  });
});

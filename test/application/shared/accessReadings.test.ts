import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AccessReadings, DOORS_VIEW } from '../../../src/application/shared/AccessReadings';
import { ReadAccess } from '../../../src/application/access/ReadAccess';
import type { AuthStore } from '../../../src/application/ports/AuthStore';
import { PortErrors } from '../../../src/application/ports/PortError';
import { CurrentOrganization } from '../../../src/application/session/CurrentOrganization';
import { mayHaveWritten, TabWrites } from '../../../src/application/shared/TabWrites';
import { tellingWrites } from '../../../src/infrastructure/container/tellTabWrites';
import { deferred } from '../../support/deferred';

const READ_AT = new Date('2026-11-21T10:00:00+09:00');
const ORG = 101;
const storeOf = (id: number) =>
  ({
    load: () => ({ me: { id: 1 }, currentOrganization: { id, name: `組織${id}`, organizationType: 1 } }),
  }) as unknown as AuthStore;

const keptViews = (readings: AccessReadings) =>
  ['lock:1', 'guest:10', 'review', DOORS_VIEW].filter((view) => readings.get(ORG, view) !== undefined);

const withEveryView = () => {
  const writes = new TabWrites();
  const readings = new AccessReadings(writes);
  for (const view of ['lock:1', 'guest:10', 'review', DOORS_VIEW])
    readings.keep(ORG, view, { value: view, readAt: READ_AT });
  return { writes, readings };
};

describe('AccessReadings after a write of this tab', () => {
  it('a write of who may open what forgets the access views and keeps 扉の状態, which shows none of it', () => {
    const { writes, readings } = withEveryView();
    writes.settled('access', E.right(undefined));
    expect(keptViews(readings)).toEqual([DOORS_VIEW]);
  });

  it('a write of a lock’s settings (its name) forgets every reading, 扉の状態 included', () => {
    const { writes, readings } = withEveryView();
    writes.settled('locks', E.right(undefined));
    expect(keptViews(readings)).toEqual([]);
  });

  it('a refusal the server answered keeps every reading; no answer or an unreadable 2xx forgets them', () => {
    const refusals = [
      PortErrors.notFound(),
      PortErrors.invalid('PINが重複しています'),
      PortErrors.conflict(),
      PortErrors.unavailable('server', 500),
      { _tag: 'GuestHoldsCards', cardNames: ['社員証'] },
    ];
    for (const refusal of refusals) {
      const { writes, readings } = withEveryView();
      writes.settled('access', E.left(refusal));
      expect([refusal._tag, keptViews(readings)]).toEqual([refusal._tag, ['lock:1', 'guest:10', 'review', DOORS_VIEW]]);
    }
    const unknown = [
      PortErrors.unavailable('network'),
      PortErrors.unavailable('timeout'),
      PortErrors.contractViolation('/v1/console/pad_pins', 'body is not JSON'),
    ];
    expect(unknown.map((error) => mayHaveWritten(E.left(error)))).toEqual([true, true, true]);
  });

  it('a reading under way when a write it shows lands is shown but not kept: the next open reads again', async () => {
    const writes = new TabWrites();
    const readings = new AccessReadings(writes);
    const readAccess = new ReadAccess(readings, new CurrentOrganization(storeOf(ORG)), { now: () => READ_AT });
    const answer = deferred<E.Either<never, string>>();
    const reading = readAccess.read('lock:1', () => answer.promise);
    writes.settled('access', E.right(undefined));
    answer.resolve(E.right('削除前のPINを含む'));
    expect(await reading).toEqual(E.right({ value: '削除前のPINを含む', readAt: READ_AT }));
    expect(readings.get(ORG, 'lock:1')).toBeUndefined();
    // 扉の状態 read across the same write is kept: the write is not one it shows
    const doors = readAccess.read(DOORS_VIEW, () => Promise.resolve(E.right('扉')));
    writes.settled('access', E.right(undefined));
    await doors;
    expect(readings.get(ORG, DOORS_VIEW)).toEqual({ value: '扉', readAt: READ_AT });
  });

  it('a wrapped port tells the write before its caller sees the answer, and its named reads tell nothing', async () => {
    const writes = new TabWrites();
    const told: string[] = [];
    writes.onWrite((topic) => told.push(topic));
    const port = {
      list: () => Promise.resolve(E.right(['清掃業者'])),
      remove: () => Promise.resolve(E.right(undefined)),
    };
    const wrapped = tellingWrites(port, { id: Symbol('port'), reads: ['list'], topic: 'access' }, writes);
    await wrapped.list();
    expect(told).toEqual([]);
    const removed = await wrapped.remove().then((answer) => ({ answer, toldBefore: [...told] }));
    expect(removed).toEqual({ answer: E.right(undefined), toldBefore: ['access'] });
  });
});

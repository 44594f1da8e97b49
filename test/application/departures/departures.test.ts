import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { LoadDepartureRecord } from '../../../src/application/departures/LoadDepartureRecord';
import { PlanDeparture } from '../../../src/application/departures/PlanDeparture';
import { RetryDepartureChanges } from '../../../src/application/departures/RetryDepartureChanges';
import { StartDeparture } from '../../../src/application/departures/StartDeparture';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { PortErrors } from '../../../src/application/ports/PortError';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import { guestAccessAt } from '../../../src/domain/access/guestAccess';
import type { Whose } from '../../../src/domain/access/whose';
import { initiallyChosen, type DeparturePlan } from '../../../src/domain/departures/plan';
import { countsOf, failedKeysOf, type DepartureRecord } from '../../../src/domain/departures/record';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { requestLog } from '../../support/requestLog';

/** 佐藤 健 (guest 1): connected, in 正社員 and the organization-wide group; holds cards 1 (社員証001) and 2 (予備カード). */
const GUEST = 1;
const FRONT_OUTDOOR = 101;
const SIDE_OUTDOOR = 103;

const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

const own = <T>(whose: Whose<T>): T => {
  if (whose.kind !== 'own') throw new Error('read as another organization’s');
  return whose.value;
};

/** 3 groups, 2 cards each on 2 keypads, 1 PIN in the person's name (and one that only shares the family name). */
const arrange = (backend: Backend): void =>
  backend.world.write((s) => {
    s.memberships.push({ groupId: DEMO_GROUPS.cleaning, guestId: GUEST });
    let id = 900;
    for (const cardMasterId of [1, 2])
      for (const keypadId of [FRONT_OUTDOOR, SIDE_OUTDOOR]) {
        id += 1;
        s.keypadCards.push({
          id,
          keypadId,
          cardMasterId,
          timeFrom: null,
          timeTill: null,
          status: 'registered',
          dueAt: null,
        });
      }
    for (const [pinId, name, pin] of [
      [901, '佐藤 健', '135790'],
      [902, '佐藤', '246801'],
    ] as const)
      s.pins.push({
        id: pinId,
        keypadId: SIDE_OUTDOOR,
        name,
        pin,
        timeFrom: null,
        timeTill: null,
        status: 'registered',
        dueAt: null,
      });
  });

const planOf = async (backend: Backend): Promise<DeparturePlan> =>
  own(right(await backend.container.get(PlanDeparture).execute(GUEST, new CallPool())));

/** Every change of the plan, the uncertain PIN ticked too. */
const everything = (plan: DeparturePlan): ReadonlySet<string> => new Set(plan.changes.map((c) => c.key));

const statuses = (record: DepartureRecord) => record.entries.map((e) => [e.change.key, e.status]);

describe.each(BACKENDS)('someone leaves, on the %s backend', (_name, makeBackend) => {
  it('plans every group (the whole one too), each card on each keypad and the PIN in their name, sending nothing', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const log = requestLog(backend);
    const plan = await planOf(backend);
    expect(plan.changes.map((c) => c.what)).toEqual([
      '鍵グループ「正社員」から外す',
      '鍵グループ「清掃スタッフ」から外す',
      '鍵グループ「組織全体（全員）」から外す',
      'ICカード「社員証001」を本社 正面玄関（屋外側）のキーパッドから削除',
      'ICカード「社員証001」を本社 通用口（屋外側）のキーパッドから削除',
      'ICカード「予備カード」を本社 正面玄関（屋外側）のキーパッドから削除',
      'ICカード「予備カード」を本社 通用口（屋外側）のキーパッドから削除',
      '暗証番号「佐藤 健」を本社 通用口（屋外側）のキーパッドから削除',
    ]);
    expect([...initiallyChosen(plan)]).toHaveLength(7);
    expect(log.writes()).toEqual([]);
    // organization 1 (17 locks, 11 keypads): GET guests/1, guests/search 2 (owner, whole group), groups/search, 3 group
    // reads, 10 lock-list pages (each group's locks, the whole list for the cards and again for the PIN scan), 2
    // card-master pages, 12 knight_cards and 12 knight_pins (11 keypads, one with a registering tab): both backends
    expect(log.lines()).toHaveLength(43);
  });

  it('runs each change as its own request, four at most in flight, and the view read again opens no door', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const plan = await planOf(backend);
    const log = requestLog(backend);
    const pool = new CallPool();
    const record = right(await backend.container.get(StartDeparture).execute({ plan, chosen: everything(plan) }, pool));
    expect(countsOf(record)).toEqual({ done: 8, failed: 0, waiting: 0, sending: 0, total: 8 });
    expect(record.entries.every((e) => e.by === '山田 太郎' && e.settledAt === '2026-11-21T01:00:00.000Z')).toBe(true);
    expect(record.organization).toEqual({ id: 1, name: '株式会社キュリオデモ' });
    expect(log.writes()).toHaveLength(8);
    expect(log.mostInFlight()).toBe(4);
    expect(pool.snapshot).toEqual({ done: 8, total: 8 });
    expect(backend.world.read((s) => s.memberships.filter((m) => m.guestId === GUEST))).toEqual([]);
    expect(backend.world.read((s) => s.pins.find((p) => p.id === 901)?.status)).toBe('deleting');
    expect(backend.world.read((s) => s.pins.find((p) => p.id === 902)?.status)).toBe('registered');

    const again = own(right(await backend.container.get(LoadGuestAccess).execute(GUEST, new CallPool())));
    const view = guestAccessAt(again, backend.clock.now());
    expect({ groups: view.groups, doors: view.openDoorCount }).toEqual({ groups: [], doors: 0 });
  });

  it('a failed change is retried alone, one request; a done one is never sent again', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const plan = await planOf(backend);
    const reconnect = dropBeforeServer<PinsGateway>(backend, PinsGateway, 'remove');
    const first = right(
      await backend.container.get(StartDeparture).execute({ plan, chosen: everything(plan) }, new CallPool()),
    );
    expect(failedKeysOf(first)).toEqual(['pin:901']);
    expect(first.entries.find((e) => e.change.key === 'pin:901')?.message).toBe(
      'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
    );
    reconnect();
    const log = requestLog(backend);
    const retry = backend.container.get(RetryDepartureChanges);
    const second = right(await retry.execute(GUEST, failedKeysOf(first), new CallPool()));
    expect(countsOf(second)).toMatchObject({ done: 8, failed: 0 });
    expect(log.writes()).toHaveLength(1);
    // 再試行 on everything: all done, nothing goes out
    right(
      await retry.execute(
        GUEST,
        plan.changes.map((c) => c.key),
        new CallPool(),
      ),
    );
    expect(log.writes()).toHaveLength(1);
  });

  it('two runs at once send each change once', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const plan = await planOf(backend);
    const log = requestLog(backend);
    const keys = plan.changes.map((c) => c.key);
    const started = backend.container.get(StartDeparture).execute({ plan, chosen: everything(plan) }, new CallPool());
    const retried = backend.container.get(RetryDepartureChanges).execute(GUEST, keys, new CallPool());
    await Promise.all([started, retried]);
    expect(log.writes()).toHaveLength(8);
  });

  it('leaving mid-way keeps what is done and what is not; coming back sends only what was not', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const plan = await planOf(backend);
    const records = backend.container.get(LoadDepartureRecord);
    const settled = new Promise<void>((resolve) => {
      const stop = records.onChange(GUEST, (record) => {
        if (countsOf(record).done === 4) {
          stop();
          resolve();
        }
      });
    });
    const pool = new CallPool();
    void backend.container.get(StartDeparture).execute({ plan, chosen: everything(plan) }, pool);
    // the manager leaves at once: the four requests in flight end, the other four never start
    pool.cancel();
    await settled;
    const kept = right(await records.execute(GUEST));
    expect(kept && countsOf(kept)).toEqual({ done: 4, failed: 0, waiting: 4, sending: 0, total: 8 });
    const log = requestLog(backend);
    const back = right(
      await backend.container
        .get(RetryDepartureChanges)
        .execute(
          GUEST,
          kept?.entries.filter((e) => e.status !== 'done').map((e) => e.change.key) ?? [],
          new CallPool(),
        ),
    );
    expect(countsOf(back)).toMatchObject({ done: 8 });
    expect(log.writes()).toHaveLength(4);
  });

  it('says what to do instead when the organization-wide group refuses to let the person go', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const plan = await planOf(backend);
    const groups = backend.container.get<GroupsGateway>(GroupsGateway);
    backend.container.rebind<GroupsGateway>(GroupsGateway).toConstantValue(
      new Proxy(groups, {
        get(target, property, receiver) {
          if (property === 'detachGuests')
            return (groupIds: ReadonlyArray<number>, guestIds: ReadonlyArray<number>) =>
              groupIds.includes(DEMO_GROUPS.whole)
                ? Promise.resolve(E.left(PortErrors.invalid('the whole group keeps everyone')))
                : target.detachGuests(groupIds, guestIds);
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    );
    const record = right(
      await backend.container.get(StartDeparture).execute({ plan, chosen: initiallyChosen(plan) }, new CallPool()),
    );
    expect(statuses(record).filter(([, status]) => status !== 'done')).toEqual([['group:5', 'failed']]);
    expect(record.entries.find((e) => e.change.key === 'group:5')?.message).toBe(
      '組織全体（全員）から外せませんでした。利用者の編集画面で利用者を削除してください（ICカードを持っている場合は先にカードの削除が必要です）。',
    );
  });

  it('another organization’s guest is named and planned no further', async () => {
    const backend = await signedIn(makeBackend);
    const plan = right(await backend.container.get(PlanDeparture).execute(101, new CallPool()));
    expect(plan).toMatchObject({ kind: 'elsewhere', recordName: '青木 一郎' });
  });
});

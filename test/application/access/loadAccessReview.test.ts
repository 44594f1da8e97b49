import { describe, expect, it } from 'vitest';
import { LoadAccessReview } from '../../../src/application/access/LoadAccessReview';
import { Clock } from '../../../src/application/ports/Clock';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { CallPool, MAX_IN_FLIGHT } from '../../../src/application/shared/CallPool';
import { reviewRowsOf, type AccessReview } from '../../../src/domain/access/review';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, signedIn, TODAY, type Backend } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { recordRequests } from '../../support/wire';
import { newMeter, readsOf } from './meteredReads';
import { failureOfKind, rightOf } from '../../support/outcomes';

const DAY = 24 * 60 * 60 * 1000;

const reviewed = async (backend: Backend, pool = new CallPool()) => {
  const meter = newMeter();
  const load = new LoadAccessReview(readsOf(backend, meter), backend.container.get<Clock>(Clock));
  return { review: rightOf(await load.execute(pool)), meter, pool };
};

const itemsOf = (review: AccessReview, section: keyof AccessReview['sections']) =>
  review.sections[section].map((row) => row.item);

describe.each(BACKENDS)('LoadAccessReview on the %s backend', (_name, makeBackend) => {
  it('reviews the demo organization: every section from the world, each row with its fixing screen, four calls at most', async () => {
    const backend = await signedIn(makeBackend);
    // a PIN ending in three days, a card two days ago (expired: not listed), and a group period ending tomorrow
    backend.world.write((s) => {
      s.pins.push({
        id: 9001,
        keypadId: DEMO_PINS.keypad,
        name: '短期の業者',
        pin: '4711',
        timeFrom: new Date(TODAY.getTime() - DAY).toISOString(),
        timeTill: new Date(TODAY.getTime() + 3 * DAY).toISOString(),
        status: 'registered',
        dueAt: null,
      });
      const period = s.groups.find((g) => g.id === DEMO_GROUPS.period);
      if (period) period.duration = { from: TODAY.getTime() / 1000 - DAY / 1000, expiresIn: 2 * (DAY / 1000) };
    });
    const sent = backend.name === 'http' ? recordRequests() : [];
    const { review, meter, pool } = await reviewed(backend);

    expect(review.at).toEqual(TODAY);
    expect(review.sections.expiring.map((row) => [row.item, row.detail, row.end?.toISOString(), row.fix.kind])).toEqual(
      [
        [
          `鍵グループ「${backend.world.read((s) => s.groups.find((g) => g.id === DEMO_GROUPS.period)?.name ?? '')}」`,
          `利用者 ${backend.world.read((s) => s.memberships.filter((m) => m.groupId === DEMO_GROUPS.period).length)}人`,
          new Date(TODAY.getTime() + DAY).toISOString(),
          'group',
        ],
        [
          '暗証番号「短期の業者」',
          '本社 正面玄関・屋外側',
          new Date(TODAY.getTime() + 3 * DAY).toISOString(),
          'keypad-pins',
        ],
      ],
    );
    expect(review.sections.failed.map((row) => [row.item, row.fix])).toEqual([
      [`暗証番号「${DEMO_PINS.failedName}」`, { kind: 'keypad-pins', lockId: 1, keypadId: 101, keypadName: '屋外側' }],
      [
        expect.stringMatching(/^ICカード「.+」$/),
        { kind: 'keypad-cards', lockId: 1, keypadId: 101, keypadName: '屋外側' },
      ],
    ]);
    const withoutUser = backend.world.read((s) =>
      s.cardMasters.filter((c) => c.organizationId === 1 && c.guestId === null).map((c) => c.id),
    );
    expect(review.sections.cardsWithoutUser.map((row) => row.fix)).toEqual(
      withoutUser.map((id) => ({ kind: 'card', cardId: id })),
    );
    // every guest of the organization whose only group (if any) is the organization-wide one
    const grouped = backend.world.read(
      (s) => new Set(s.memberships.filter((m) => m.groupId !== DEMO_GROUPS.whole).map((m) => m.guestId)),
    );
    const lonely = backend.world.read((s) => s.guests.filter((g) => g.organizationId === 1 && !grouped.has(g.id)));
    expect(lonely.length).toBeGreaterThan(0);
    expect(review.sections.guestsWithoutGroup.map((row) => row.fix)).toEqual(
      expect.arrayContaining(lonely.map((g) => ({ kind: 'guest', guestId: g.id }))),
    );
    expect(review.sections.guestsWithoutGroup.length).toBe(lonely.length);
    // every lock reached by no named group (all are in the whole group)
    const linked = backend.world.read(
      (s) => new Set(s.groupLocks.filter((l) => l.groupId !== DEMO_GROUPS.whole).map((l) => l.lockId)),
    );
    const unreached = backend.world.read((s) =>
      s.locks.filter((l) => l.organizationId === 1 && !linked.has(l.id)).map((l) => l.lockName),
    );
    expect([...itemsOf(review, 'locksWithoutGroup')].sort()).toEqual([...unreached].sort());
    expect(itemsOf(review, 'groupsWithoutLock')).toEqual([]);

    expect(meter.most).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    expect(pool.snapshot).toEqual({ done: meter.calls.length, total: meter.calls.length });
    if (backend.name === 'http') {
      expect(sent.length).toBe(meter.calls.length);
      expect(new Set(sent.map((r) => r.url.pathname))).toEqual(
        new Set([
          '/v1/console/locks',
          '/v1/console/knight_pins/',
          '/v1/console/knight_cards',
          '/v1/console/groups/search',
          '/v1/console/guests/all',
          '/v1/console/card_masters',
          ...(meter.calls.includes('guests.groupsOf') ? ['/v1/console/group_invitations/guest'] : []),
          ...(meter.calls.includes('groups.invitedGuests') ? ['/v1/console/group_invitations/group'] : []),
        ]),
      );
    }
    expect(reviewRowsOf(review).length).toBe(
      Object.values(review.sections).reduce((sum, rows) => sum + rows.length, 0),
    );
  });

  it('answers the first failure and stops asking once the pool is cancelled', async () => {
    const backend = await signedIn(makeBackend);
    dropBeforeServer(backend, GuestsGateway, 'all');
    const failed = await backend.container.get(LoadAccessReview).execute(new CallPool());
    expect(failed).toEqual(failureOfKind('Unavailable'));

    const pool = new CallPool();
    const sent = backend.name === 'http' ? recordRequests() : [];
    const reading = backend.container.get(LoadAccessReview).execute(pool);
    pool.cancel();
    let settled = false;
    void reading.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(pool.snapshot.done).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    expect(sent.length).toBeLessThanOrEqual(MAX_IN_FLIGHT);
  });
});

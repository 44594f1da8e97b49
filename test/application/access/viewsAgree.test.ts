import { describe, expect, it } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { CallPool } from '../../../src/application/shared/CallPool';
import { guestAccessAt, type GuestAccessReading } from '../../../src/domain/access/guestAccess';
import { lockAccessAt, type LockAccess } from '../../../src/domain/access/lockAccess';
import type { Whose } from '../../../src/domain/access/whose';
import type { Outcome } from '../../../src/application/shared/AppError';
import { BACKENDS, signedIn } from '../../support/backends';
import { rightOf } from '../../support/outcomes';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Organization 1 of the default world: locks 1–17, guests 1–30 (1–18 connected). */
const LOCKS = range(1, 17);
const GUESTS = range(1, 30);

/** Japan time; the default world's day is Saturday 2026-11-21. */
const MOMENTS = {
  'Saturday 10:00 (weekend, daytime)': '2026-11-21T10:00:00+09:00',
  'Saturday 23:30 (weekend, inside 夜間警備’s 22:00〜翌06:00)': '2026-11-21T23:30:00+09:00',
  'Monday 10:00 (weekday, daytime)': '2026-11-23T10:00:00+09:00',
  'Tuesday 03:00 (weekday, the night window begun on Monday)': '2026-11-24T03:00:00+09:00',
  'Wednesday 19:00 (weekday, outside every daily window)': '2026-11-25T19:00:00+09:00',
  'Sunday 12:00 half a year on (periods ended)': '2027-05-23T12:00:00+09:00',
} as const;

const own = <T>(answer: Outcome<Whose<T>>): T => {
  const read = rightOf(answer);
  if (read.kind !== 'own') throw new Error('read as another organization’s');
  return read.value;
};

describe.each(BACKENDS)('the two access views agree on the %s backend', (_name, makeBackend) => {
  it('guest G opens lock L at moment M in この扉を開けられる人 iff in この人が開けられる扉, for every G, L and M', async () => {
    const backend = await signedIn(makeBackend);
    const lockViews = new Map<number, LockAccess>();
    for (const lockId of LOCKS)
      lockViews.set(lockId, own(await backend.container.get(LoadLockAccess).execute(lockId, new CallPool())));
    const guestViews = new Map<number, GuestAccessReading>();
    for (const guestId of GUESTS)
      guestViews.set(guestId, own(await backend.container.get(LoadGuestAccess).execute(guestId, new CallPool())));

    const disagreements: string[] = [];
    const opening = new Map<string, number>();
    for (const [label, iso] of Object.entries(MOMENTS)) {
      const at = new Date(iso);
      const byLock = new Map([...lockViews].map(([id, view]) => [id, lockAccessAt(view, at)]));
      // guest and lock pairs a named group (not the whole one) opens at the moment
      let pairs = 0;
      for (const [guestId, reading] of guestViews) {
        const guestView = guestAccessAt(reading, at);
        for (const lockId of LOCKS) {
          const lockView = byLock.get(lockId);
          // by app key: a group of the lock that opens now holds the connected guest
          const appInLockView =
            lockView?.groups.some((g) => g.guests.some((guest) => guest.id === guestId && guest.opens)) ?? false;
          const appInGuestView = guestView.groups.some((g) => g.opens && g.locks.some((l) => l.lockId === lockId));
          // by IC card: the per-lock view names a card's user, the per-guest view the guest's cards on the lock
          const cardInLockView =
            lockView?.keypads.some((k) => k.cards.some((c) => c.opens && c.user === reading.guest.name)) ?? false;
          const cardInGuestView = guestView.cards.some((c) =>
            c.placements.some((p) => p.opens && p.door.lockId === lockId),
          );
          if (appInLockView !== appInGuestView)
            disagreements.push(
              `${label}: guest ${guestId}, lock ${lockId} by app: lock ${appInLockView}, guest ${appInGuestView}`,
            );
          if (cardInLockView !== cardInGuestView)
            disagreements.push(
              `${label}: guest ${guestId}, lock ${lockId} by card: lock ${cardInLockView}, guest ${cardInGuestView}`,
            );
          const byNamedGroup = lockView?.groups.some(
            (g) => !g.whole && g.guests.some((guest) => guest.id === guestId && guest.opens),
          );
          if (byNamedGroup) pairs += 1;
        }
      }
      opening.set(label, pairs);
    }
    expect(disagreements).toEqual([]);
    // not vacuous: the named groups' answers change with the moment (the whole group, with no condition, opens every
    // door to the 18 connected guests at every moment: what the per-guest view used to leave out)
    expect([...opening.values()]).toEqual([71, 80, 77, 89, 77, 56]);
  });
});

import { randomFor } from '../locks/history';
import type { WorldState } from '../world/state';
import { clockOf } from './clock';
import { seedCardMasters, seedKeypadCards, seedPins } from './credentials';
import { LARGE } from './figures';
import { seedGroupLocks, seedGroups } from './groups';
import { seedGuests, seedMemberships } from './guests';
import { seedLocks } from './locks';

/** The large organization added to the world (its figures: figures.ts; each kind of record: its own seeder). */

/** Whether the world holds the large organization. */
export const hasLargeOrganization = (state: Readonly<WorldState>): boolean =>
  state.organizations.some((o) => o.id === LARGE.organizationId);

/**
 * Adds the large organization to the world, dated from `now`, and makes manager@example.jp one of its managers.
 * Nothing else changes; adding it twice adds nothing.
 */
export const addLargeOrganization = (state: WorldState, now: Date): void => {
  if (hasLargeOrganization(state)) return;
  const clock = clockOf(now);
  const random = randomFor(LARGE.seed);
  const created = clock.at(-400, 10);
  state.organizations.push({
    id: LARGE.organizationId,
    name: LARGE.name,
    organizationType: 'card',
    invoiceRequesting: false,
    paymentCycle: 'monthly',
    enablePayPerGuests: true,
    planFunctions: {
      downloadLogCsv: true,
      downloadInoutLogCsv: true,
      downloadTimecardCsv: true,
      maximumManagerCount: 20,
      remainingManagerCount: 19,
      changeLockStateNotification: true,
      guestCsvRegistration: true,
      maximumPinCount: 50,
      displayLockLog: true,
      displayInoutLog: true,
      displayTimecard: true,
      maximumGuestCount: 5000,
      remainingGuestCount: 5000 - LARGE.guests,
    },
  });
  const manager = state.accounts.find((a) => a.id === LARGE.managerAccountId);
  if (manager) {
    manager.organizationIds.push(LARGE.organizationId);
    state.managers.push({
      accountId: manager.id,
      organizationId: LARGE.organizationId,
      createdAt: created,
      updatedAt: created,
    });
  }
  state.contracts[LARGE.organizationId] = {
    division: '総務本部 ファシリティ部',
    url: 'https://large-demo.example.jp',
    tel: '0355550100',
    zip: '1000005',
    prefecture: '東京都',
    address: '千代田区丸の内一丁目1番1号',
    staffName: '山田 太郎',
    staffEmail: 'manager@example.jp',
    deliveries: [],
    plans: [
      { name: 'コンソール利用料', amount: 1 },
      { name: 'Proプラン', amount: 10 },
      { name: 'Qrio Lock オプション', amount: LARGE.locks },
      { name: 'Qrio Pad オプション', amount: LARGE.keypads },
    ],
    defaultPaymentCard: null,
    cards: [],
    invoiceHistories: [],
  };
  state.locks.push(...seedLocks(clock));
  state.groups.push(...seedGroups(clock));
  state.groupLocks.push(...seedGroupLocks(random));
  state.guests.push(...seedGuests(clock));
  state.memberships.push(...seedMemberships(random));
  const cards = seedCardMasters(clock);
  state.cardMasters.push(...cards);
  state.keypadCards.push(...seedKeypadCards(clock, cards));
  state.pins.push(...seedPins(clock));
};

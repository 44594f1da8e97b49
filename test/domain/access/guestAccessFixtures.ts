import type { GuestAccessReading } from '../../../src/domain/access/guestAccess';
import type { CardMaster, KeypadCard } from '../../../src/domain/cards/card';
import { NO_CONDITIONS, type Group } from '../../../src/domain/groups/group';

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export const group = (id: number, name: string, conditions = NO_CONDITIONS): Group => ({
  id,
  name,
  enableOffline: true,
  enableRemote: false,
  whole: false,
  guestCount: 1,
  conditions,
});
const OFFICE = group(1, '事務所', { ...NO_CONDITIONS, daily: { fromMinute: 9 * 60, expiresInMinutes: 9 * 60 } });
// 2026-11-01 00:00 to 2026-12-31 23:59:59 Japan time
const PROJECT = group(2, '短期', {
  ...NO_CONDITIONS,
  duration: {
    from: seconds('2026-11-01T00:00:00+09:00'),
    expiresIn: seconds('2026-12-31T23:59:59+09:00') - seconds('2026-11-01T00:00:00+09:00'),
  },
});

export const cardMaster = (id: number, name: string): CardMaster => ({
  id,
  name,
  guestId: 7,
  guestName: '佐藤 健',
  createdAt: '2026-01-01T00:00:00+09:00',
});
export const keypadCard = (id: number, parts: Partial<KeypadCard> = {}): KeypadCard => ({
  id,
  name: '社員証',
  guestName: '佐藤 健',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  cardMasterId: null,
  ...parts,
});

export const FRONT = { lockId: 10, lockName: '正面玄関' };
export const BACK = { lockId: 11, lockName: '裏口' };
export const STORE = { lockId: 12, lockName: '倉庫' };

/** 佐藤 健: an office group 09:00–18:00 on two doors, a project group with a period, two cards (one on no keypad). */
export const GUEST_READING: GuestAccessReading = {
  guest: { id: 7, name: '佐藤 健', isConnected: true },
  groups: [
    { group: OFFICE, locks: [FRONT, BACK] },
    { group: PROJECT, locks: [STORE] },
  ],
  cards: [
    {
      card: cardMaster(5, '社員証'),
      placements: [
        {
          door: BACK,
          keypadId: 101,
          side: 'outdoor',
          keypadCard: keypadCard(1, { timeTill: '2027-03-31T18:00:00+09:00' }),
          matchedBy: 'names',
        },
        {
          door: STORE,
          keypadId: 102,
          side: 'indoor',
          keypadCard: keypadCard(2, { registrationJobStatus: 'failed' }),
          matchedBy: 'names',
        },
      ],
    },
    { card: cardMaster(6, '予備'), placements: [] },
  ],
};

import type { LockAccess } from '../../../src/domain/access/lockAccess';
import type { KeypadCard } from '../../../src/domain/cards/card';
import { NO_CONDITIONS } from '../../../src/domain/groups/group';
import type { Pin } from '../../../src/domain/pins/pin';

const pin = (id: number, name: string, parts: Partial<Pin> = {}): Pin => ({
  id,
  name,
  pin: '1234',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  ...parts,
});
const card = (id: number, name: string, guestName: string | null, parts: Partial<KeypadCard> = {}): KeypadCard => ({
  id,
  name,
  guestName,
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  cardMasterId: null,
  ...parts,
});

/** An office group 09:00–18:00, an all-hours group, the whole group; an outdoor and an indoor keypad. */
export const LOCK_ACCESS: LockAccess = {
  lockId: 1,
  lockName: '本社 正面玄関',
  groups: [
    {
      id: 10,
      name: 'オフィス',
      whole: false,
      conditions: { ...NO_CONDITIONS, daily: { fromMinute: 9 * 60, expiresInMinutes: 9 * 60 } },
      guests: [
        { id: 1, name: '山田 太郎', isConnected: true },
        { id: 2, name: '佐藤 花子', isConnected: true },
        { id: 3, name: '鈴木 一郎', isConnected: false },
      ],
    },
    {
      id: 11,
      name: '警備',
      whole: false,
      conditions: NO_CONDITIONS,
      guests: [
        { id: 2, name: '佐藤 花子', isConnected: true },
        { id: 4, name: '高橋 次郎', isConnected: true },
      ],
    },
    { id: 5, name: '全員', whole: true, conditions: NO_CONDITIONS, guests: [] },
  ],
  keypads: [
    {
      id: 101,
      side: 'outdoor',
      serialNo: 'KP1',
      pins: [
        pin(1, '清掃業者'),
        pin(2, '=来客', { timeFrom: '2026-11-20T09:00:00+09:00', timeTill: '2026-11-25T12:00:00+09:00' }),
        pin(3, '新人研修', { registrationJobStatus: 'in_progress' }),
        pin(4, '臨時作業員', { registrationJobStatus: 'failed' }),
      ],
      cards: [
        card(1, '社員証001', '山田 太郎'),
        card(2, 'カード004', null),
        card(3, 'カード005', '佐藤 花子', { timeFrom: '2026-12-01T00:00:00+09:00' }),
      ],
    },
    { id: 102, side: 'indoor', serialNo: 'KP2', pins: [pin(5, '役員用')], cards: [] },
  ],
};

export const TEN = new Date('2026-11-25T10:00:00+09:00');
export const EIGHT_PM = new Date('2026-11-25T20:00:00+09:00');

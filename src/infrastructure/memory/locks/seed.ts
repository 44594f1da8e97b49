import type { BatteryCode } from '../../../domain/locks/lock';
import type { SeedContext } from '../world/seedContext';
import { DEMO_GROUPS } from '../groups/slice';
import type { GroupLockLink, KeypadRecord, LockRecord, RemoteBehaviour, SubLockRecord } from './records';

/** @internal The fixed locks tests and demos rely on (docs/DEMO-WORLD.md): ids never change. */
export const DEMO_LOCKS = {
  frontDoor: 1, // Lock R, Q-H1 hub, keypads on both sides, sub lock
  sideDoor: 2, // Q-H1A hub, outdoor Pad with empty batteries, reads open
  meetingA: 3, // indoor Pad R (use_case 8), few/empty batteries
  meetingB: 4, // no keypad, reads open_and_close
  storeroom: 5, // no hub, no keypad, ng and unknown battery codes
  serverRoom: 6, // remote open/close fails with a server message
  rooftop: 7, // unknown hub model, jobs never leave in_progress
  president: 8, // sub lock with an empty battery
  archive: 13, // registered 20 days ago: logs and pickers start then
  bikeGate: 14, // reads open
} as const;

export const REMOTE_FAILURE_MESSAGE = 'ロックとの通信がタイムアウトしました。ハブとロックの距離を確認してください。';

const keypadRecord = (
  id: number,
  modelId: 3 | 5,
  useCase: number,
  batteryA: BatteryCode,
  batteryB: BatteryCode,
): KeypadRecord => ({
  id,
  modelId,
  serialNo: `${modelId === 5 ? 'PR' : 'PD'}${String(700000 + id)}`,
  useCase,
  batteryA,
  batteryB,
});

const sub = (id: number, batteryA: BatteryCode, batteryB: BatteryCode): SubLockRecord => ({
  id,
  modelId: 4,
  serialNo: `LR${String(500000 + id)}`,
  batteryA,
  batteryB,
});

interface Spec {
  id: number;
  organizationId: number;
  name: string;
  modelId: 1 | 4;
  battery: [BatteryCode, BatteryCode];
  daysAgo: number;
  hub: string | number | null;
  keypads?: KeypadRecord[];
  subLock?: SubLockRecord;
  status?: LockRecord['remoteStatus'];
  remote?: RemoteBehaviour;
}

const SPECS: ReadonlyArray<Spec> = [
  {
    id: 1,
    organizationId: 1,
    name: '本社 正面玄関',
    modelId: 4,
    battery: [0, 1],
    daysAgo: 400,
    hub: 1500000,
    keypads: [keypadRecord(101, 5, 0, 0, 0), keypadRecord(102, 3, 1, 0, 1)],
    subLock: sub(201, 0, 0),
  },
  {
    id: 2,
    organizationId: 1,
    name: '本社 通用口',
    modelId: 1,
    battery: [1, 1],
    daysAgo: 380,
    hub: '2500000',
    keypads: [keypadRecord(103, 3, 0, 2, 3)],
    status: 'open',
  },
  {
    id: 3,
    organizationId: 1,
    name: '会議室A',
    modelId: 4,
    battery: [2, 3],
    daysAgo: 350,
    hub: 9500000,
    keypads: [keypadRecord(104, 5, 8, 4, 4)],
  },
  {
    id: 4,
    organizationId: 1,
    name: '会議室B',
    modelId: 1,
    battery: [4, 5],
    daysAgo: 340,
    hub: 9900500,
    remote: { kind: 'ambiguous' },
    status: 'open_and_close',
  },
  { id: 5, organizationId: 1, name: '倉庫', modelId: 1, battery: [6, 7], daysAgo: 330, hub: null },
  {
    id: 6,
    organizationId: 1,
    name: 'サーバールーム',
    modelId: 4,
    battery: [0, 0],
    daysAgo: 300,
    hub: 9900400,
    keypads: [keypadRecord(105, 3, 0, 5, 6)],
    remote: { kind: 'fails', message: REMOTE_FAILURE_MESSAGE },
  },
  {
    id: 7,
    organizationId: 1,
    name: '屋上扉',
    modelId: 1,
    battery: [0, 2],
    daysAgo: 280,
    hub: 123,
    remote: { kind: 'hangs' },
  },
  {
    id: 8,
    organizationId: 1,
    name: '社長室',
    modelId: 4,
    battery: [0, 0],
    daysAgo: 260,
    hub: 1000000,
    keypads: [keypadRecord(106, 3, 0, 0, 0)],
    subLock: sub(202, 3, 1),
  },
  {
    id: 9,
    organizationId: 1,
    name: '休憩室',
    modelId: 1,
    battery: [1, 0],
    daysAgo: 240,
    hub: 3000000,
    keypads: [keypadRecord(107, 5, 0, 1, 1)],
  },
  { id: 10, organizationId: 1, name: '更衣室（男性）', modelId: 4, battery: [0, 0], daysAgo: 220, hub: 2000001 },
  { id: 11, organizationId: 1, name: '更衣室（女性）', modelId: 4, battery: [0, 1], daysAgo: 200, hub: 9000000 },
  {
    id: 12,
    organizationId: 1,
    name: '裏口',
    modelId: 1,
    battery: [null, null],
    daysAgo: 180,
    hub: 9900999,
    keypads: [keypadRecord(108, 3, 0, 1, 0), keypadRecord(109, 3, 8, 0, 0)],
  },
  {
    id: 13,
    organizationId: 1,
    name: '資料室',
    modelId: 4,
    battery: [0, 0],
    daysAgo: 20,
    hub: 1999999,
    keypads: [keypadRecord(110, 3, 0, 0, 0)],
  },
  // left open: with 本社 通用口 (open) and 会議室B (open_and_close) the door-state screen has doors to lock
  {
    id: 14,
    organizationId: 1,
    name: '駐輪場ゲート',
    modelId: 1,
    battery: [2, 2],
    daysAgo: 150,
    hub: 2999999,
    status: 'open',
  },
  {
    id: 15,
    organizationId: 1,
    name: '受付',
    modelId: 4,
    battery: [0, 0],
    daysAgo: 120,
    hub: 9900401,
    keypads: [keypadRecord(111, 5, 1, 0, 0)],
  },
  { id: 16, organizationId: 1, name: '第2倉庫', modelId: 1, battery: [1, 1], daysAgo: 90, hub: 999999 },
  { id: 17, organizationId: 1, name: '研修室', modelId: 4, battery: [0, 0], daysAgo: 60, hub: 1200000 },
  // デモ不動産: a small portfolio of rental rooms
  {
    id: 31,
    organizationId: 2,
    name: 'グランハイツ101',
    modelId: 4,
    battery: [0, 0],
    daysAgo: 200,
    hub: 1300000,
    keypads: [keypadRecord(131, 3, 0, 0, 0)],
  },
  { id: 32, organizationId: 2, name: 'グランハイツ102', modelId: 1, battery: [3, 3], daysAgo: 190, hub: 2300000 },
  { id: 33, organizationId: 2, name: 'グランハイツ201', modelId: 1, battery: [0, 0], daysAgo: 100, hub: null },
];

export const seedLockRecords = (ctx: SeedContext): LockRecord[] =>
  SPECS.map((s) => ({
    id: s.id,
    organizationId: s.organizationId,
    modelId: s.modelId,
    serialNo: `${s.modelId === 4 ? 'LR' : 'LK'}${String(300000 + s.id)}`,
    batteryA: s.battery[0],
    batteryB: s.battery[1],
    lockName: s.name,
    createdAt: ctx.daysAgo(s.daysAgo, 10, 30),
    onUpside: s.id % 2 === 1,
    subLock: s.subLock ?? null,
    hubSerial: s.hub,
    keypads: s.keypads ?? [],
    remoteStatus: s.status ?? 'close',
    remote: s.remote ?? { kind: 'normal' },
  }));

/**
 * Group ids are those of the groups slice (the one list of key groups). Every lock is in its organization's whole
 * group; a few belong to named groups too.
 */
export const seedGroupLinks = (): GroupLockLink[] => [
  ...SPECS.map((s) => ({
    groupId: s.organizationId === 1 ? DEMO_GROUPS.whole : DEMO_GROUPS.fudosanWhole,
    lockId: s.id,
  })),
  ...[1, 2, 3, 4, 8, 9, 12].map((lockId) => ({ groupId: DEMO_GROUPS.unrestricted, lockId })),
  ...[1, 3, 4].map((lockId) => ({ groupId: DEMO_GROUPS.period, lockId })),
  ...[1, 2, 7, 12].map((lockId) => ({ groupId: DEMO_GROUPS.night, lockId })),
  ...[1, 9, 15].map((lockId) => ({ groupId: DEMO_GROUPS.weekdays, lockId })),
  ...[5, 14, 16].map((lockId) => ({ groupId: DEMO_GROUPS.cleaning, lockId })),
  ...[31, 32].map((lockId) => ({ groupId: DEMO_GROUPS.fudosanTenants, lockId })),
];

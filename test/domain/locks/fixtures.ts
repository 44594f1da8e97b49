import type { Keypad, Lock } from '../../../src/domain/locks/lock';

export const keypad = (over: Partial<Keypad> = {}): Keypad => ({
  id: 11,
  modelId: 3,
  serialNo: 'P-0001',
  useCase: 0,
  batteryA: 0,
  batteryB: 0,
  ...over,
});

export const lock = (over: Partial<Lock> = {}, setting: Partial<Lock['setting']> = {}): Lock => ({
  id: 1,
  modelId: 1,
  serialNo: 'L-0001',
  batteryA: 0,
  batteryB: 0,
  keypads: [],
  groups: [],
  lastEvents: [],
  ...over,
  setting: {
    lockName: '正面玄関',
    createdAt: '2025-04-01T10:00:00+09:00',
    onUpside: true,
    subLock: null,
    hub: null,
    ...setting,
  },
});

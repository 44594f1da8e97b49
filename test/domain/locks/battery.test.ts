import { describe, expect, it } from 'vitest';
import { batteryLabelOf, batteryLevelOf, needsBatteryChange } from '../../../src/domain/locks/battery';
import { keypad, lock } from './fixtures';

describe('batteryLevelOf: battery display (devices-access §4)', () => {
  it.each([
    [0, 'full'],
    [1, 'full'],
    [2, 'few'],
    [3, 'empty'],
    [4, 'empty'],
    [5, 'empty'],
    [6, 'ng'],
  ] as const)('lock and sub lock code %i is %s', (code, level) => {
    expect(batteryLevelOf('lock', code)).toBe(level);
  });

  it.each([
    [0, 'full'],
    [1, 'few'],
    [2, 'empty'],
    [3, 'empty'],
    [4, 'empty'],
    [5, 'empty'],
    [6, 'ng'],
  ] as const)('keypad code %i is %s', (code, level) => {
    expect(batteryLevelOf('keypad', code, 3)).toBe(level);
  });

  it('keypad model 5 (Pad R) shows no battery icon, whatever the code', () => {
    for (const code of [0, 1, 6, 7, null]) expect(batteryLevelOf('keypad', code, 5)).toBe('none');
  });

  it('any other code shows a dash', () => {
    for (const code of [-1, 7, 99, 1.5, null, undefined]) {
      expect(batteryLevelOf('lock', code)).toBe('unknown');
      expect(batteryLevelOf('keypad', code, 3)).toBe('unknown');
    }
    expect(batteryLabelOf('unknown')).toBe('-');
  });

  it('has a Japanese label for every level', () => {
    expect(batteryLabelOf('full')).toBe('電池残量：十分');
    expect(batteryLabelOf('few')).toBe('電池残量：少');
    expect(batteryLabelOf('empty')).toBe('電池切れ');
    expect(batteryLabelOf('ng')).toBe('電池異常');
    expect(batteryLabelOf('none')).toBe('');
  });
});

describe('needsBatteryChange: any battery of the lock, its sub lock or its keypads is empty or ng', () => {
  const sub = (batteryA: number | null, batteryB: number | null) => ({
    id: 2,
    modelId: 1,
    serialNo: 'S',
    batteryA,
    batteryB,
  });

  it('is false when every battery is full, few or unreadable', () => {
    expect(needsBatteryChange(lock({ batteryA: 2, batteryB: 7 }, { subLock: sub(1, null) }))).toBe(false);
  });
  it('is true for an empty or ng battery on the lock itself (either side)', () => {
    expect(needsBatteryChange(lock({ batteryA: 3 }))).toBe(true);
    expect(needsBatteryChange(lock({ batteryB: 6 }))).toBe(true);
  });
  it('is true for an empty battery on the sub lock', () => {
    expect(needsBatteryChange(lock({}, { subLock: sub(0, 5) }))).toBe(true);
  });
  it('uses the keypad scale for keypads: code 2 is empty there, few on a lock', () => {
    expect(needsBatteryChange(lock({ batteryA: 2 }))).toBe(false);
    expect(needsBatteryChange(lock({ keypads: [keypad({ batteryA: 2 })] }))).toBe(true);
  });
  it('ignores Pad R batteries, which are not shown', () => {
    expect(needsBatteryChange(lock({ keypads: [keypad({ modelId: 5, batteryA: 6, batteryB: 6 })] }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { canManageKeys, canOperateRemotely } from '../../../src/domain/locks/capabilities';
import { keypadSideLabelOf, keypadsBySide, sideOfKeypad } from '../../../src/domain/locks/keypad';
import { modelNameOf, visibleGroupsOf } from '../../../src/domain/locks/lock';
import { LOCK_MESSAGES } from '../../../src/domain/locks/messages';
import { keypad, lock } from './fixtures';

describe('model names from model ids (1 Lock, 3 Pad, 4 Lock R, 5 Pad R)', () => {
  it('names each known model', () => {
    expect(modelNameOf(1)).toBe('Qrio Lock');
    expect(modelNameOf(3)).toBe('Qrio Pad');
    expect(modelNameOf(4)).toBe('Qrio Lock R');
    expect(modelNameOf(5)).toBe('Qrio Pad R');
  });
  it('calls any other id an unknown device', () => {
    expect(modelNameOf(2)).toBe('不明なデバイス');
    expect(modelNameOf(0)).toBe('不明なデバイス');
  });
});

describe('keypad side from use_case: 0 outdoor; 1 or 8 indoor', () => {
  it('maps use cases to sides and labels', () => {
    expect(sideOfKeypad(0)).toBe('outdoor');
    expect(sideOfKeypad(1)).toBe('indoor');
    expect(sideOfKeypad(8)).toBe('indoor');
    expect(sideOfKeypad(2)).toBeNull();
    expect(keypadSideLabelOf(0)).toBe('屋外側');
    expect(keypadSideLabelOf(8)).toBe('屋内側');
    expect(keypadSideLabelOf(5)).toBe('-');
  });
  it('lists keypads outdoor first, then indoor, leaving out keypads without a side', () => {
    const indoor = keypad({ id: 1, useCase: 8 });
    const outdoor = keypad({ id: 2, useCase: 0 });
    const odd = keypad({ id: 3, useCase: 4 });
    expect(keypadsBySide([indoor, odd, outdoor])).toEqual([
      { side: 'outdoor', keypad: outdoor },
      { side: 'indoor', keypad: indoor },
    ]);
  });
});

describe('what a lock allows', () => {
  const hub = { serialNo: '1000000' };
  it('remote lock/unlock needs a hub', () => {
    expect(canOperateRemotely(lock({}, { hub }))).toBe(true);
    expect(canOperateRemotely(lock({ keypads: [keypad()] }))).toBe(false);
    expect(LOCK_MESSAGES.hubNotSet).toBe('ハブ未設定');
  });
  it('card and PIN management needs a hub or a keypad', () => {
    expect(canManageKeys(lock({}, { hub }))).toBe(true);
    expect(canManageKeys(lock({ keypads: [keypad()] }))).toBe(true);
    expect(canManageKeys(lock())).toBe(false);
  });
  it('hides whole (organization-wide) groups', () => {
    const groups = [
      { id: 1, name: '全体', whole: true },
      { id: 2, name: '清掃', whole: false },
    ];
    expect(visibleGroupsOf(lock({ groups }))).toEqual([{ id: 2, name: '清掃', whole: false }]);
  });
});

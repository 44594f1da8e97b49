import { describe, expect, it } from 'vitest';
import { LOCK_SORT_CHOICES, lockSortLabelOf, parseLockSortChoice, sortParamsOf } from '../../../src/domain/locks/sort';

describe('lock list sort: five choices sent as sort_by and sort_order', () => {
  it('offers none, name asc/desc, registration date asc/desc with Japanese labels', () => {
    expect(LOCK_SORT_CHOICES.map(lockSortLabelOf)).toEqual([
      '指定なし',
      'ロック名（昇順）',
      'ロック名（降順）',
      '登録日（古い順）',
      '登録日（新しい順）',
    ]);
  });
  it('maps each choice to its parameters, none to no parameters', () => {
    expect(sortParamsOf('none')).toBeNull();
    expect(sortParamsOf('nameAsc')).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(sortParamsOf('nameDesc')).toEqual({ sortBy: 'name', sortOrder: 'desc' });
    expect(sortParamsOf('createdAsc')).toEqual({ sortBy: 'created_at', sortOrder: 'asc' });
    expect(sortParamsOf('createdDesc')).toEqual({ sortBy: 'created_at', sortOrder: 'desc' });
  });
  it('restores a remembered choice and falls back to none for anything else', () => {
    for (const choice of LOCK_SORT_CHOICES) expect(parseLockSortChoice(choice)).toBe(choice);
    expect(parseLockSortChoice(null)).toBe('none');
    expect(parseLockSortChoice(undefined)).toBe('none');
    expect(parseLockSortChoice('')).toBe('none');
    expect(parseLockSortChoice('name_asc')).toBe('none');
    expect(parseLockSortChoice('toString')).toBe('none');
  });
});

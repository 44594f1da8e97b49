import { describe, expect, it } from 'vitest';
import { isKeypadFull, pinPlacesLeft, placesFreedLabel, placesLeftLabel } from '../../../src/domain/pins/places';

describe('PIN places left on a keypad (min(maximumPinCount, 50), registered PINs counted)', () => {
  it('counts the places left, never below zero', () => {
    expect(pinPlacesLeft(47, 50)).toBe(3);
    expect(pinPlacesLeft(50, 50)).toBe(0);
    expect(pinPlacesLeft(60, 50)).toBe(0);
  });

  it('is full when not one more PIN fits, as the limit modal decides', () => {
    expect(isKeypadFull(49, 50)).toBe(false);
    expect(isKeypadFull(50, 50)).toBe(true);
    expect(isKeypadFull(8, 8)).toBe(true);
  });

  it('says the places before a choice and after a bulk delete', () => {
    expect(placesLeftLabel(47, 50)).toBe('あと 3 件（50 件中 47 件登録済み）');
    expect(placesFreedLabel(50, 50, 20)).toBe('PINの空き 0 件 → 20 件');
  });
});

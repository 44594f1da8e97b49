import { canAddPin } from './pin';

/**
 * The PIN places left on a keypad: its cap (min(maximumPinCount, 50), devices-access §6) less what the limit counts,
 * the registered PINs (canAddPin, devices-access §8); never below zero.
 */
export const pinPlacesLeft = (registered: number, cap: number): number => Math.max(0, cap - Math.max(0, registered));

/**
 * Full: not one more PIN fits (the spec's limit modal opens, PIN_MESSAGES.limitReached).
 * @public for the visitor pass's use cases (application/visitors), whose screens come later
 */
export const isKeypadFull = (registered: number, cap: number): boolean => !canAddPin(registered, cap);

/** 'あと 3 件（50 件中 47 件登録済み）' beside a keypad the manager may choose. */
export const placesLeftLabel = (registered: number, cap: number): string =>
  `あと ${pinPlacesLeft(registered, cap)} 件（${cap} 件中 ${registered} 件登録済み）`;

/** 'PINの空き 2 件 → 5 件': the keypad's places before and after a bulk delete freed some. */
export const placesFreedLabel = (registeredBefore: number, cap: number, freed: number): string =>
  `PINの空き ${pinPlacesLeft(registeredBefore, cap)} 件 → ${pinPlacesLeft(registeredBefore - freed, cap)} 件`;

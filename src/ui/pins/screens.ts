import type { ScreenMap } from '../shell/screenTypes';

/** The PIN screens of a keypad, each lazily loaded. */
export const pinsScreens: ScreenMap = {
  'locks-pins': () => import('./KeypadPinsPage'),
  'pins-new': () => import('./NewPinPage'),
};

import { departureScreens } from '../ui/departures/screens';
import type { Feature } from './feature';

/**
 * 退職処理: planned from この人が開けられる扉's reading (the access feature and what it needs), run through the ports
 * of groups, cards and PINs. No port and no world of its own; one screen, 退職処理 (/guests/:guest_id/departure).
 */
export const departures: Feature = {
  name: 'departures',
  needs: ['access'],
  screens: departureScreens,
  http: () => Promise.resolve(() => undefined),
  memory: () => Promise.resolve(() => undefined),
  world: null,
};

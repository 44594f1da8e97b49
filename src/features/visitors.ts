import { visitorsScreens } from '../ui/visitors/screens';
import type { Feature } from './feature';

/**
 * 来訪者パス: a pass is a PIN of the spec with a window, issued on the organization's keypads and read back from
 * their lists through the ports of locks and PINs (OrganizationReads resolves the card, group and guest ports too).
 * No port and no world of its own; its screens are the pass list and the issue screen (ui/visitors).
 */
export const visitors: Feature = {
  name: 'visitors',
  needs: ['locks', 'pins', 'cards', 'groups', 'guests'],
  screens: visitorsScreens,
  http: () => Promise.resolve(() => undefined),
  memory: () => Promise.resolve(() => undefined),
  world: null,
};

import { accessScreens } from '../ui/access/screens';
import type { Feature } from './feature';

const noBindings = () => Promise.resolve(() => undefined);

/**
 * The access views read other features' data through their ports (locks, groups, guests, cards and PINs: the spec's
 * own calls); they add no port and no world of their own. Their session's readings (AccessReadings) are bound once in
 * the shared module: sign-out (shared) clears them and 扉の状態 (the remote feature) keeps its reading there too.
 */
export const access: Feature = {
  name: 'access',
  needs: ['locks', 'remote', 'groups', 'guests', 'cards', 'pins'],
  screens: accessScreens,
  // the record of the address and whose it is, beside the guard's refresh (AskedRecord)
  headStarts: {
    'lock-access': () => import('../application/access/LockAccessHeadStart').then((m) => m.LockAccessHeadStart),
    'guest-access': () => import('../application/access/GuestAccessHeadStart').then((m) => m.GuestAccessHeadStart),
  },
  http: noBindings,
  memory: noBindings,
  world: null,
};

import { accessScreens } from '../ui/access/screens';
import type { Feature } from './feature';

/** The access views read other features' data through their ports; they add no port and no world of their own. */
export const access: Feature = {
  name: 'access',
  needs: ['locks', 'remote', 'groups', 'guests', 'cards', 'pins'],
  screens: accessScreens,
  http: () => import('../infrastructure/container/features/access').then((m) => m.bindAccess),
  memory: () => import('../infrastructure/container/features/access').then((m) => m.bindAccess),
  world: null,
};

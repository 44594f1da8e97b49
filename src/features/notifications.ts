import { notificationsScreens } from '../ui/notifications/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const notifications: Feature = {
  name: 'notifications',
  screens: notificationsScreens,
  http: () => import('../infrastructure/http/notifications/bindings').then((m) => m.bindHttpNotifications),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/notifications/feature').then((m) => m.bindMemoryNotifications)
    : null,
  world: inMemoryBuild
    ? () => import('../infrastructure/memory/notifications/feature').then((m) => m.notificationsWorld)
    : null,
};

import type { World } from '../world/World';
import { locksHandlers } from './locksHandlers';
import { remoteHandlers } from './remoteHandlers';
import { logsHandlers } from './logsHandlers';
import { accountHandlers } from './accountHandlers';
import { linkingHandlers } from './linkingHandlers';
import { organizationHandlers } from './organizationHandlers';
import { groupsHandlers } from './groupsHandlers';
import { guestsHandlers } from './guestsHandlers';
import { cardsHandlers } from './cardsHandlers';
import { pinsHandlers } from './pinsHandlers';
import { platformHandlers, type ApiPaths } from './platformHandlers';

/** Every endpoint of the API, served from the one in-memory world. */
export const handlersFor = (world: World, paths: ApiPaths) => [
  ...platformHandlers(world, paths),
  ...locksHandlers(world, paths),
  ...remoteHandlers(world, paths),
  ...logsHandlers(world, paths),
  ...accountHandlers(world, paths),
  ...linkingHandlers(world, paths),
  ...organizationHandlers(world, paths),
  ...groupsHandlers(world, paths),
  ...guestsHandlers(world, paths),
  ...cardsHandlers(world, paths),
  ...pinsHandlers(world, paths),
];

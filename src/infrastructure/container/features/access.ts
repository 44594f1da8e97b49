import type { ContainerModuleLoadOptions } from 'inversify';
import { AccessReadings } from '../../../application/access/AccessReadings';

/**
 * The access views read through the ports of locks, groups, guests, cards and PINs (the spec's own calls);
 * their only binding of their own is the session's readings, one for the whole app. The same on both backends.
 */
export const bindAccess = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccessReadings).toSelf().inSingletonScope();
};

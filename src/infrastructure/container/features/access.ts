import type { ContainerModuleLoadOptions } from 'inversify';

/**
 * The access views read through the ports of locks, groups, guests, cards and PINs (the spec's own calls);
 * they bind nothing of their own. Their session's readings (AccessReadings) are bound once in the shared
 * module: sign-out (shared) clears them and 扉の状態 (the remote feature) keeps its reading there too.
 */
export const bindAccess = (_options: ContainerModuleLoadOptions): void => undefined;

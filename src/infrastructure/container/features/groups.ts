import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the groups feature served by the real API. */
export const bindHttpGroups = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the groups feature served by the in-memory world. */
export const bindMemoryGroups = (_options: ContainerModuleLoadOptions): void => {};

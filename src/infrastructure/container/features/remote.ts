import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the remote feature served by the real API. */
export const bindHttpRemote = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the remote feature served by the in-memory world. */
export const bindMemoryRemote = (_options: ContainerModuleLoadOptions): void => {};

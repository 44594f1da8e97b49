import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the locks feature served by the real API. */
export const bindHttpLocks = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the locks feature served by the in-memory world. */
export const bindMemoryLocks = (_options: ContainerModuleLoadOptions): void => {};

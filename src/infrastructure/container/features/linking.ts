import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the linking feature served by the real API. */
export const bindHttpLinking = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the linking feature served by the in-memory world. */
export const bindMemoryLinking = (_options: ContainerModuleLoadOptions): void => {};

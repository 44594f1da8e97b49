import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the guests feature served by the real API. */
export const bindHttpGuests = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the guests feature served by the in-memory world. */
export const bindMemoryGuests = (_options: ContainerModuleLoadOptions): void => {};

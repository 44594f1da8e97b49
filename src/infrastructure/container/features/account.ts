import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the account feature served by the real API. */
export const bindHttpAccount = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the account feature served by the in-memory world. */
export const bindMemoryAccount = (_options: ContainerModuleLoadOptions): void => {};

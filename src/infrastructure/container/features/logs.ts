import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the logs feature served by the real API. */
export const bindHttpLogs = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the logs feature served by the in-memory world. */
export const bindMemoryLogs = (_options: ContainerModuleLoadOptions): void => {};

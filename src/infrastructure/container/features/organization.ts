import type { ContainerModuleLoadOptions } from 'inversify';

/** Ports of the organization feature served by the real API. */
export const bindHttpOrganization = (_options: ContainerModuleLoadOptions): void => {};

/** Ports of the organization feature served by the in-memory world. */
export const bindMemoryOrganization = (_options: ContainerModuleLoadOptions): void => {};

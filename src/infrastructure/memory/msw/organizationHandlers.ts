import type { HttpHandler } from 'msw';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';

/** The organization endpoints, served from the in-memory world. */
export const organizationHandlers = (_world: World, _paths: ApiPaths): HttpHandler[] => [];

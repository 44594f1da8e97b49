import type { HttpHandler } from 'msw';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';

/** The groups endpoints, served from the in-memory world. */
export const groupsHandlers = (_world: World, _paths: ApiPaths): HttpHandler[] => [];

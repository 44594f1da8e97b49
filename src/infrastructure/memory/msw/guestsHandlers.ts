import type { HttpHandler } from 'msw';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';

/** The guests endpoints, served from the in-memory world. */
export const guestsHandlers = (_world: World, _paths: ApiPaths): HttpHandler[] => [];

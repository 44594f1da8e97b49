import type { Feature } from './feature';

const noBindings = () => Promise.resolve(() => undefined);

/**
 * The header's search: on every page (no route of its own), it reads the lists of locks, guests, key groups and
 * cards as the access views do, and the managers; it adds no port and no world. The search dialog loads these
 * bindings itself (FeatureBindings) on first use.
 */
export const search: Feature = {
  name: 'search',
  needs: ['access', 'managers'],
  screens: {},
  http: noBindings,
  memory: noBindings,
  world: null,
};

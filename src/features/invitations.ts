import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

const noBindings = () => Promise.resolve(() => undefined);

/**
 * The manager invitations as the world keeps them: a world-only feature (no screens, no ports of
 * its own) because two features share them: managers make, resend and cancel them, the account's
 * accept page reads and accepts them. Their ports stay with those features.
 */
export const invitations: Feature = {
  name: 'invitations',
  screens: {},
  http: noBindings,
  memory: inMemoryBuild ? noBindings : null,
  world: inMemoryBuild
    ? () => import('../infrastructure/memory/invitations/feature').then((m) => m.invitationsWorld)
    : null,
};

import { attentionScreens } from '../ui/attention/screens';
import type { Feature } from './feature';

const noBindings = () => Promise.resolve(() => undefined);

/**
 * 要対応 reads what the access views read (locks, keypads' PINs and cards, groups, guests, cards: the spec's own
 * calls) through their ports, and 扉の状態's reading of the session; it adds no port and no world of its own. Its
 * count (AttentionCount) is bound once in the shared module: the lock list tells it too.
 */
export const attention: Feature = {
  name: 'attention',
  needs: ['access'],
  screens: attentionScreens,
  http: noBindings,
  memory: noBindings,
  world: null,
};

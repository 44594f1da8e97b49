import type { ContainerModuleLoadOptions } from 'inversify';
import type { FeatureWorld } from '../memory/world/FeatureWorld';

/**
 * A feature's port bindings for one backend, as its `infrastructure/http/<f>/bindings.ts` or
 * `infrastructure/memory/<f>/feature.ts` exports them.
 */
export type Bindings = (options: ContainerModuleLoadOptions) => void;

/**
 * The infrastructure half of a feature descriptor (`src/features/<f>.ts`): every part is a thunk,
 * so nothing of a feature is in the entry chunk and the production build never imports the memory
 * half (the descriptor writes `null` there when VITE_BACKEND is 'http', which drops the import).
 */
export interface FeatureModule {
  readonly name: string;
  /** Other features whose ports this feature's screens and use cases resolve (loaded with it). */
  readonly needs?: ReadonlyArray<string>;
  /** Adapters over the real API (http and mock-http builds). */
  readonly http: () => Promise<Bindings>;
  /** Adapters over the in-memory world (memory builds only). */
  readonly memory: (() => Promise<Bindings>) | null;
  /** Slice, MSW handlers (memory and mock-http builds only). */
  readonly world: (() => Promise<FeatureWorld>) | null;
}

export type BackendMode = 'memory' | 'http' | 'mock-http';

/** The feature and every feature it needs, transitively, each once. */
export const withNeeds = (features: ReadonlyArray<FeatureModule>, names: ReadonlyArray<string>): FeatureModule[] => {
  const byName = new Map(features.map((f) => [f.name, f]));
  const found: FeatureModule[] = [];
  const visit = (name: string) => {
    const feature = byName.get(name);
    if (!feature) throw new Error(`unknown feature ${name}`);
    if (found.includes(feature)) return;
    found.push(feature);
    (feature.needs ?? []).forEach(visit);
  };
  names.forEach(visit);
  return found;
};

/** The bindings of one feature for a backend; mock-http adds the world's replacements. */
export const bindingsOf = async (feature: FeatureModule, mode: BackendMode): Promise<Bindings> => {
  if (mode === 'http') return feature.http();
  if (mode === 'memory') {
    if (!feature.memory) throw new Error(`feature ${feature.name} has no memory bindings in this build`);
    return feature.memory();
  }
  const [http, world] = await Promise.all([feature.http(), feature.world?.()]);
  return (options) => {
    http(options);
    world?.overHttp?.(options);
  };
};

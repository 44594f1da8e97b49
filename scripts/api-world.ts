// The in-memory world behind scripts/api-stub.mjs: the demo's default world (the same seeding as the demo and the
// tests: seedWorld with fakerJA, every feature's part of FEATURES) plus the large organization (what the dev menu's
// 大規模組織を追加 adds), answering each call with the mock-http build's MSW handlers (handlersFor), run in Node by
// msw's getResponse: no service worker, no interception, no added latency (the world's simulated device speed
// belongs to memory mode's adapters, not to the handlers). scripts/api-stub.mjs builds this file for Node with Vite
// (its decorators and import.meta.env need Vite's transform) and caches the build by the sources' hash.
// The clock is the real one, as the demo's (SystemClock): the world is seeded for today, as a demo tab opened today.
import { fakerJA } from '@faker-js/faker';
import { getResponse } from 'msw';
import type { Clock } from '../src/application/ports/Clock';
import { FEATURES } from '../src/features';
import { LARGE } from '../src/infrastructure/memory/large/figures';
import { addLargeOrganization } from '../src/infrastructure/memory/large/seed';
import { handlersFor } from '../src/infrastructure/memory/msw/handlers';
import { DEMO_PASSWORD } from '../src/infrastructure/memory/world/platformSeed';
import type { WorldPersistence } from '../src/infrastructure/memory/world/persistence';
import { World } from '../src/infrastructure/memory/world/World';

/**
 * Nothing outlives the process, and no other tab exists: a save is forgotten at once. The world still serializes
 * itself for each write (World.save); `unserialized` below spares it that.
 */
class ProcessPersistence implements WorldPersistence {
  private saved = 0;
  load(): string | null {
    return null;
  }
  save(): string {
    this.saved += 1;
    return String(this.saved);
  }
  clear(): void {}
  revision(): string | null {
    return this.saved === 0 ? null : String(this.saved);
  }
  onChangedElsewhere(): () => void {
    return () => undefined;
  }
}

/**
 * The world writes itself out whole after each call that changes it (a sign-in makes a session): with the large
 * organization that is a few MB of JSON per write, tens of milliseconds a benchmark would count as the server's.
 * Kept in this process only, the state serializes to nothing.
 */
const unserialized = (world: World): void =>
  world.write((s) => {
    Object.defineProperty(s, 'toJSON', { value: () => null, enumerable: false });
  });

export interface ApiWorld {
  /** The world's answer to one call of the API; undefined when no handler takes it (not a call of the API). */
  respond(request: Request): Promise<Response | undefined>;
  /** What the stub serves, for its callers' messages. */
  readonly about: {
    readonly password: string;
    readonly largeOrganization: { readonly id: number; readonly name: string };
    readonly seedMs: number;
  };
}

export const createApiWorld = async ({ v2BasePath }: { readonly v2BasePath: string }): Promise<ApiWorld> => {
  const started = performance.now();
  const parts = await Promise.all(FEATURES.map(async (feature) => (feature.world ? await feature.world() : null))).then(
    (all) => all.filter((part) => part !== null),
  );
  const clock: Clock = { now: () => new Date() };
  const world = new World(
    clock,
    new ProcessPersistence(),
    fakerJA,
    parts.map((part) => part.slice),
  );
  unserialized(world);
  world.write((s) => addLargeOrganization(s, world.now()));
  const handlers = handlersFor(world, { v2: v2BasePath }, parts);
  const seedMs = performance.now() - started;
  return {
    respond: (request) => getResponse(handlers, request),
    about: {
      password: DEMO_PASSWORD,
      largeOrganization: { id: LARGE.organizationId, name: LARGE.name },
      seedMs,
    },
  };
};

// The in-memory world behind scripts/api-stub.mjs: the demo's default world (the same seeding as the demo and the
// tests: seedWorld with fakerJA, every feature's part of FEATURES) plus the large organization (what the dev menu's
// 大規模組織を追加 adds), answering each call with the mock-http build's MSW handlers (handlersFor), run in Node by
// msw's getResponse: no service worker, no interception, no added latency (the world's simulated device speed
// belongs to memory mode's adapters, not to the handlers). scripts/api-stub.mjs builds this file for Node with Vite
// (its decorators and import.meta.env need Vite's transform) and caches the build by the sources' hash.
// The clock is the real one, as the demo's (SystemClock): the world is seeded for today, as a demo tab opened today.
import { fakerJA } from '@faker-js/faker';
import { getResponse, type HttpHandler } from 'msw';
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

/**
 * The handlers that may answer a request, in their order: MSW's getResponse asks each handler it is given in turn, and
 * each one compiles its path into a regular expression and parses the request's cookies before it matches; over the
 * ~90 handlers that was 2-3 ms of every answer, four times that for the fourth of four calls in flight (the stub
 * answers one at a time, where a real server would answer them side by side). A handler is skipped here only when it
 * cannot match: another method, or a path without its literal part (the part before its first parameter or
 * wildcard, without a trailing slash; compared ignoring case, as MSW's matching does). A predicate or a RegExp path
 * is always asked. MSW still matches each handler given, so the answers are the same.
 */
const candidatesFor = (handlers: ReadonlyArray<HttpHandler>) => {
  const literals = handlers.map((handler) => {
    const { path } = handler.info;
    if (typeof path !== 'string') return '';
    const literal = path.replace(/^\*/u, '').split(/[:*(]/u)[0] ?? '';
    return literal.replace(/\/$/u, '').toLowerCase();
  });
  return (request: Request): HttpHandler[] => {
    const path = new URL(request.url).pathname.toLowerCase();
    return handlers.filter((handler, i) => {
      const { method } = handler.info;
      if (typeof method === 'string' && method.toUpperCase() !== request.method.toUpperCase()) return false;
      return path.includes(literals[i] ?? '');
    });
  };
};

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
  const candidates = candidatesFor(handlersFor(world, { v2: v2BasePath }, parts));
  const seedMs = performance.now() - started;
  return {
    respond: (request) => getResponse(candidates(request), request),
    about: {
      password: DEMO_PASSWORD,
      largeOrganization: { id: LARGE.organizationId, name: LARGE.name },
      seedMs,
    },
  };
};

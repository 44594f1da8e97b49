import { fakerJA } from '@faker-js/faker';
import { ContainerModule, type Container } from 'inversify';
import { setupServer, type SetupServer } from 'msw/node';
import type { AppConfig } from '../../src/application/ports/AppConfig';
import { AuthStore } from '../../src/application/ports/AuthStore';
import type { Clock } from '../../src/application/ports/Clock';
import type { SessionEvents } from '../../src/application/ports/SessionEvents';
import { Login } from '../../src/application/session/Login';
import { RefreshSession } from '../../src/application/session/RefreshSession';
import { FEATURES } from '../../src/features';
import { buildContainer } from '../../src/infrastructure/container/buildContainer';
import { bindingsOf, type Bindings } from '../../src/infrastructure/container/FeatureModule';
import { httpModule } from '../../src/infrastructure/container/httpModule';
import { memoryModule, worldModule } from '../../src/infrastructure/container/memoryModule';
import { sharedModule } from '../../src/infrastructure/container/sharedModule';
import { handlersFor } from '../../src/infrastructure/memory/msw/handlers';
import { DEMO_PASSWORD } from '../../src/infrastructure/memory/world/platformSeed';
import { VolatileWorldPersistence } from '../../src/infrastructure/memory/world/persistence';
import { seedWorld } from '../../src/infrastructure/memory/world/seedWorld';
import { World } from '../../src/infrastructure/memory/world/World';
import { MemoryStorage } from './MemoryStorage';

/**
 * Every feature at once, as the app would after visiting all routes: the bindings of both backends
 * and every feature's part of the world, loaded once per test file (top-level await).
 */
const [MEMORY_BINDINGS, HTTP_BINDINGS, FEATURE_WORLDS] = await Promise.all([
  Promise.all(FEATURES.map((f) => bindingsOf(f, 'memory'))),
  Promise.all(FEATURES.map((f) => bindingsOf(f, 'http'))),
  Promise.all(
    // a feature with no data of its own (access) writes world: null
    FEATURES.filter((f) => f.world !== null).map(async (f) => {
      const world = await f.world?.();
      if (!world) throw new Error(`feature ${f.name} has no world part`);
      return world;
    }),
  ),
]);

/** The slices of every feature, for a World a test builds itself. */
export const ALL_SLICES = FEATURE_WORLDS.map((w) => w.slice);

/** One module binding every feature's ports (what the FeatureLoader does route by route). */
export const allFeaturesModule = (bindings: ReadonlyArray<Bindings>) =>
  new ContainerModule((options) => bindings.forEach((bind) => bind(options)));

/** A clock the test moves by hand: no real waiting anywhere. */
export class FixedClock implements Clock {
  constructor(public current: Date) {}
  now(): Date {
    return this.current;
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Counts the client-wide failures the adapters announce. */
export class RecordingEvents implements SessionEvents {
  unauthorizedCount = 0;
  networkFailedCount = 0;
  unauthorized(): void {
    this.unauthorizedCount += 1;
  }
  networkFailed(): void {
    this.networkFailedCount += 1;
  }
}

export const TODAY = new Date('2026-11-21T01:00:00.000Z');
export const API_ORIGIN = 'http://api.test';
export const V2 = '/console/v2';

export const testConfig = (backend: AppConfig['backend']): AppConfig => ({
  backend,
  apiOrigin: API_ORIGIN,
  v2BasePath: V2,
  requestTimeoutMs: 2000,
  newsFeedUrl: '',
  payjpPublicKey: 'pk_test_dummy',
  helpUrl: 'https://example.jp/help',
  supportUrl: 'https://example.jp/support',
  deferredPaymentSiteUrl: 'https://example.jp/deferred-payment-company',
  productName: 'テストコンソール',
});

export interface Backend {
  readonly name: 'memory' | 'http';
  readonly container: Container;
  /** The server-side state, to arrange and to assert on. */
  readonly world: World;
  readonly events: RecordingEvents;
  readonly clock: FixedClock;
  readonly storage: MemoryStorage;
  /** Signs in through the real Login use case, as a manager would. */
  signIn(email?: string): Promise<void>;
}

const signInWith =
  (container: Container) =>
  async (email = 'manager@example.jp') => {
    const result = await container.get(Login).execute({ email, password: DEMO_PASSWORD });
    if (result._tag === 'Left') throw new Error(`sign-in failed: ${result.left}`);
    // and landed, as the console does after ログイン: the guard's first refresh takes what the login asked for ahead
    // (RefreshAhead), so a refresh a test makes later reads the world as it is then
    await container.get(RefreshSession).execute();
  };

/**
 * The seeded world is the same for the same clock (seedWorld seeds faker itself), and seeding is the
 * slowest part of a backend (50-150 ms, hundreds of backends per run): each moment is seeded once per
 * worker, and every backend's world loads a copy of it from its store, as after a reload.
 */
const seededWorlds = new Map<string, string>();
const seededPersistence = (now: Date): VolatileWorldPersistence => {
  const key = now.toISOString();
  let seeded = seededWorlds.get(key);
  if (seeded === undefined) {
    seeded = JSON.stringify(seedWorld(now, fakerJA, ALL_SLICES));
    seededWorlds.set(key, seeded);
  }
  const persistence = new VolatileWorldPersistence();
  persistence.save(seeded);
  return persistence;
};

/** Every port served by the in-memory world (memory mode). */
export const memoryBackend = (now: Date = TODAY): Backend => {
  const clock = new FixedClock(now);
  const events = new RecordingEvents();
  const storage = new MemoryStorage();
  const container = buildContainer(
    sharedModule({ config: testConfig('memory'), events, storage, clock }),
    worldModule({ persistence: seededPersistence(now), faker: fakerJA, slices: ALL_SLICES }),
    memoryModule({ latencyMs: 0 }),
    allFeaturesModule(MEMORY_BINDINGS),
  );
  return {
    name: 'memory',
    container,
    world: container.get(World),
    events,
    clock,
    storage,
    signIn: signInWith(container),
  };
};

let server: SetupServer | null = null;

/**
 * Every port served by the HTTP adapters, against MSW handlers that serve one in-memory world
 * (mock-http mode, in node). Call inside a test; the server is shared and re-pointed per call.
 */
export const httpBackend = (now: Date = TODAY, config: Partial<AppConfig> = {}): Backend => {
  const clock = new FixedClock(now);
  const events = new RecordingEvents();
  const storage = new MemoryStorage();
  const world = new World(clock, seededPersistence(now), fakerJA, ALL_SLICES);
  const handlers = handlersFor(world, { v2: V2 }, FEATURE_WORLDS);
  if (server) {
    server.resetHandlers(...handlers);
    // request recorders of earlier tests (or earlier files: the worker keeps this module, isolate: false)
    server.events.removeAllListeners();
  } else {
    const created = setupServer(...handlers);
    created.listen({ onUnhandledRequest: 'error' });
    server = created;
  }
  const container = buildContainer(
    sharedModule({ config: { ...testConfig('http'), ...config }, events, storage, clock }),
    httpModule(),
    allFeaturesModule(HTTP_BINDINGS),
  );
  return { name: 'http', container, world, events, clock, storage, signIn: signInWith(container) };
};

/**
 * For tests that talk to a real server on loopback (scripts/api-stub.mjs, scripts/serve.mjs): the worker
 * keeps earlier files' MSW server (isolate: false), and its interceptors would answer their fetches with the
 * world's handlers. Closing it restores the real fetch; the next httpBackend() starts a new one.
 */
export const releaseMsw = (): void => {
  server?.close();
  server = null;
};

/** The MSW server of the running test file, to add one-off handlers (malformed bodies, outages). */
export const mswServer = (): SetupServer => {
  if (!server) throw new Error('call httpBackend() first');
  return server;
};

/** Runs the same specification on both backends: the proof that they behave the same. */
export const BACKENDS: ReadonlyArray<readonly [string, (now?: Date) => Backend]> = [
  ['memory', memoryBackend],
  ['http (MSW over the same world)', httpBackend],
];

export const storedAuth = (backend: Backend) => backend.container.get<AuthStore>(AuthStore).load();

/** Makes a backend: `memoryBackend`, `httpBackend`, or the one `describe.each(BACKENDS)` hands a test. */
export type MakeBackend = (now?: Date) => Backend;

/**
 * A backend with the manager (or `email`) signed in through the real Login use case: where most tests
 * start. Memory unless `make` says otherwise: `await signedIn(makeBackend)` in a `describe.each(BACKENDS)`.
 */
export const signedIn = async (make: MakeBackend = memoryBackend, email?: string): Promise<Backend> => {
  const backend = make();
  await backend.signIn(email);
  return backend;
};

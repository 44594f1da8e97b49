import { fakerJA } from '@faker-js/faker';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContainerModule, type Container, type Newable } from 'inversify';
import { AccessReadings } from '../../../src/application/shared/AccessReadings';
import { ReadAccess } from '../../../src/application/access/ReadAccess';
import { Logout } from '../../../src/application/session/Logout';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/features';
import { buildContainer } from '../../../src/infrastructure/container/buildContainer';
import { bindingsOf, withNeeds, type BackendMode } from '../../../src/infrastructure/container/FeatureModule';
import { httpModule } from '../../../src/infrastructure/container/httpModule';
import { memoryModule, worldModule } from '../../../src/infrastructure/container/memoryModule';
import { sharedModule } from '../../../src/infrastructure/container/sharedModule';
import { VolatileWorldPersistence } from '../../../src/infrastructure/memory/world/persistence';
import { allFeaturesModule, ALL_SLICES, FixedClock, RecordingEvents, testConfig, TODAY } from '../../support/backends';
import { MemoryStorage } from '../../support/MemoryStorage';

/** Every concrete `@injectable()` class of src, found in the source text: a new one is checked without listing it. */
interface Injectable {
  readonly file: string;
  readonly name: string;
}

const SRC = join(__dirname, '../../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });

const INJECTABLES: ReadonlyArray<Injectable> = sourceFiles(SRC).flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(/@injectable\([^)]*\)\s*export\s+class\s+(\w+)/g)].map((m) => ({
    file: relative(SRC, path),
    name: m[1] ?? '',
  })),
);

const classOf = async ({ file, name }: Injectable): Promise<Newable<unknown>> => {
  const module = (await import(/* @vite-ignore */ join(SRC, file))) as Record<string, unknown>;
  const found = module[name];
  if (typeof found !== 'function') throw new Error(`${file} does not export ${name}`);
  return found as Newable<unknown>;
};

const containerFor = async (mode: BackendMode, featureNames: ReadonlyArray<string>): Promise<Container> => {
  const shared = sharedModule({
    config: testConfig(mode === 'memory' ? 'memory' : 'http'),
    events: new RecordingEvents(),
    storage: new MemoryStorage(),
    clock: new FixedClock(TODAY),
  });
  const bindings = await Promise.all(withNeeds(FEATURES, featureNames).map((f) => bindingsOf(f, mode)));
  return mode === 'memory'
    ? buildContainer(
        shared,
        worldModule({ persistence: new VolatileWorldPersistence(), faker: fakerJA, slices: ALL_SLICES }),
        memoryModule({ latencyMs: 0 }),
        allFeaturesModule(bindings),
      )
    : buildContainer(shared, httpModule(), allFeaturesModule(bindings));
};

/** What resolves nothing of the other backend: Http adapters are not built in memory mode and vice versa. */
const servedBy = (mode: BackendMode, { file }: Injectable): boolean =>
  mode === 'memory' ? !file.startsWith('infrastructure/http/') : !file.startsWith('infrastructure/memory/');

/** Folders of what several features share, with no descriptor of their own: the features that load them. */
const SHARED_BY: Readonly<Record<string, ReadonlyArray<string>>> = {
  keypads: ['pins', 'cards'],
  registrationStatus: ['pins', 'cards'],
};

/** The features a file belongs to, by its folder (application/<f>/, ui/<f>/); shared code belongs to none. */
const featuresOf = ({ file }: Injectable): ReadonlyArray<string> => {
  const [layer, folder = ''] = file.split('/');
  if (layer !== 'application' && layer !== 'ui') return [];
  return SHARED_BY[folder] ?? (FEATURES.some((f) => f.name === folder) ? [folder] : []);
};

const resolves = async (container: Container, injectable: Injectable): Promise<string | null> => {
  try {
    container.get(await classOf(injectable));
    return null;
  } catch (error) {
    return `${injectable.file} ${injectable.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
};

describe("every injectable resolves (a missing @inject fails here, not on a manager's screen)", () => {
  it('finds the injectables of every layer', () => {
    expect(INJECTABLES.length).toBeGreaterThan(80);
    expect(INJECTABLES.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Login', 'LocksPresenter', 'InMemoryLockGateway', 'HttpLockGateway']),
    );
  });

  it.each<BackendMode>(['memory', 'http'])('on the %s container with every feature loaded', async (mode) => {
    const container = await containerFor(
      mode,
      FEATURES.map((f) => f.name),
    );
    const failures = (
      await Promise.all(INJECTABLES.filter((i) => servedBy(mode, i)).map((i) => resolves(container, i)))
    ).filter((f) => f !== null);
    expect(failures).toEqual([]);
  });

  // the route loads a feature with the features it declares in `needs`: this proves those are enough
  it.each(FEATURES.map((f) => [f.name] as const))(
    'the %s feature resolves with only itself and what it needs loaded (memory and http)',
    async (name) => {
      const own = INJECTABLES.filter((i) => featuresOf(i).includes(name));
      const failures: string[] = [];
      for (const mode of ['memory', 'http'] as const) {
        const container = await containerFor(mode, [name]);
        for (const injectable of own) {
          const failure = await resolves(container, injectable);
          if (failure) failures.push(`${mode}: ${failure}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('shared code (session, shell, shared) resolves with no feature loaded, as on /login', async () => {
    const shared = INJECTABLES.filter((i) => featuresOf(i).length === 0 && !i.file.startsWith('infrastructure/'));
    expect(shared.length).toBeGreaterThan(5);
    for (const mode of ['memory', 'http'] as const) {
      const container = await containerFor(mode, []);
      const failures = (await Promise.all(shared.map((i) => resolves(container, i)))).filter((f) => f !== null);
      expect(failures).toEqual([]);
    }
  });
});

describe("the session's access readings", () => {
  it('are one instance for the whole app, whichever feature resolves them first (扉の状態 loads only remote)', async () => {
    for (const mode of ['memory', 'http'] as const) {
      // sign-out (shared) and the door screen resolve them before the access feature has loaded
      const container = await containerFor(mode, ['remote']);
      const first = container.get(AccessReadings);
      expect(container.get(Logout)).toBeDefined();
      expect(container.get(AccessReadings)).toBe(first);
      // then an access view loads its feature: still that one (no second binding, nothing ambiguous)
      const access = FEATURES.find((f) => f.name === 'access');
      if (!access) throw new Error('no access feature');
      const bind = await bindingsOf(access, mode);
      await container.loadAsync(new ContainerModule((options) => bind(options)));
      expect(container.get(AccessReadings)).toBe(first);
      expect(container.get(ReadAccess)).toBeDefined();
    }
  });
});

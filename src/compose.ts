import type { ContainerModule, Container } from 'inversify';
import { createElement, type ComponentType } from 'react';
import type { AppConfig } from './application/ports/AppConfig';
import { ReportError } from './application/shared/ReportError';
import { FEATURES } from './features';
import type { AddressParams } from './application/shared/HeadStart';
import type { HeadStarter } from './features/feature';
import { buildContainer } from './infrastructure/container/buildContainer';
import { FeatureLoader } from './infrastructure/container/FeatureLoader';
import { FeatureBindings } from './application/ports/FeatureBindings';
import type { BackendMode } from './infrastructure/container/FeatureModule';
import { httpModule } from './infrastructure/container/httpModule';
import { sharedModule } from './infrastructure/container/sharedModule';
import type { FeatureWorld } from './infrastructure/memory/world/FeatureWorld';
import { installErrorReporting } from './ui/shell/errorReporting';
import { nextTask } from './ui/shared/nextTask';
import type { RouteName } from './ui/shell/routeTable';
import type { ShellEvents } from './ui/shell/ShellEvents';
import type { ScreenMap } from './ui/shell/screenTypes';

/**
 * The composition root's second half: Inversify, every adapter binding and the features' screens.
 * main.ts loads this chunk on first need (after /login's first render in the production build; beside it in
 * the memory and mock-http builds, whose world starts at once), so the login form is on screen without it.
 */
export interface Composition {
  readonly container: Container;
  /** The features' screens (from their descriptors), beside the shell's own. */
  readonly screens: ScreenMap;
  /** Binds what a route's screen resolves (its feature's ports). */
  readonly prepare: (route: RouteName) => Promise<void>;
  /** Asks for a route's first reads beside the guard's refresh, when its feature says what they are (`headStarts`). */
  readonly headStart: (route: RouteName, params: AddressParams) => Promise<void>;
  /** The in-memory backend's dev menu (its module and Chakra's provider); a menu that draws nothing in production. */
  readonly loadDevMenu: () => Promise<{ default: ComponentType<{ navigate: (to: string) => void }> }>;
}

/**
 * Route name → the features whose bindings its screen needs (the feature that declares the screen, and those that
 * name the route in `alsoFor`).
 */
const featuresByRoute = (): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const feature of FEATURES)
    for (const route of [...Object.keys(feature.screens), ...(feature.alsoFor ?? [])])
      map.set(route, [...(map.get(route) ?? []), feature.name]);
  return map;
};

/**
 * The routes' head starts (a feature's `headStarts`), each class imported once and then at hand: an import() of a
 * module already loaded still resolves a task later, behind what the page has queued (60-80 ms on a phone right after
 * ログイン), and the head start is there to send the screen's reads beside the guard's refresh, not after it.
 */
const headStarters = () => {
  const classes = new Map<RouteName, HeadStarter>();
  return {
    loaded: (route: RouteName): HeadStarter | undefined => classes.get(route),
    load: async (route: RouteName): Promise<HeadStarter | undefined> => {
      const load = FEATURES.map((f) => f.headStarts?.[route]).find((l) => l !== undefined);
      if (!load) return undefined;
      const starter = await load();
      classes.set(route, starter);
      return starter;
    },
  };
};

/**
 * The demo world's simulated network delay per call: 80 ms, as a person's demo shows it. The browser tests set
 * `window.__demoLatencyMs` before the app starts (an init script of the test browser): no delay, or the one a test
 * of a wait (a spinner, a button busy while its call runs) asks for.
 */
const DEMO_LATENCY_MS = 80;
const demoLatencyMs = (): number => {
  const set = (window as { __demoLatencyMs?: unknown }).__demoLatencyMs;
  return typeof set === 'number' && Number.isFinite(set) && set >= 0 ? set : DEMO_LATENCY_MS;
};

export async function compose(config: AppConfig, events: ShellEvents): Promise<Composition> {
  const mode: BackendMode =
    import.meta.env.VITE_BACKEND === 'http'
      ? 'http'
      : import.meta.env.VITE_BACKEND === 'mock-http'
        ? 'mock-http'
        : 'memory';
  const modules: ContainerModule[] = [sharedModule({ config, events })];
  let loadDevMenu: Composition['loadDevMenu'] = () => Promise.resolve({ default: () => null });
  let worlds: FeatureWorld[] = [];

  // the in-memory world, faker and MSW are only imported when the build is not for the real API,
  // so the production bundle does not contain them (checked by test/build/bundle.test.ts)
  if (import.meta.env.VITE_BACKEND !== 'http') {
    const [memory, { LocalStorageWorldPersistence }, loaded] = await Promise.all([
      import('./infrastructure/container/memoryModule'),
      import('./infrastructure/memory/world/persistence'),
      // the world is whole from the start (one stored state): every feature's slice and handlers
      Promise.all(FEATURES.map((f) => f.world?.())),
    ]);
    worlds = loaded.filter((w): w is FeatureWorld => w !== undefined);
    modules.push(
      memory.worldModule({ persistence: new LocalStorageWorldPersistence(), slices: worlds.map((w) => w.slice) }),
    );
    modules.push(mode === 'mock-http' ? httpModule() : memory.memoryModule({ latencyMs: demoLatencyMs() }));
  } else {
    modules.push(httpModule());
  }
  // short tasks: this chunk's evaluation and the container's construction are one task each
  await nextTask();
  const container = buildContainer(...modules);
  const features = new FeatureLoader(container, FEATURES, mode);
  // the header's search binds the features it reads on first use (FeatureBindings)
  container.bind(FeatureBindings).toConstantValue(features);

  if (import.meta.env.VITE_BACKEND !== 'http') {
    const { World } = await import('./infrastructure/memory/world/World');
    const { DevTools } = await import('./application/ports/DevTools');
    const world = container.get(World);
    if (import.meta.env.VITE_BACKEND === 'mock-http') {
      const { startMockWorker } = await import('./infrastructure/memory/msw/browser');
      await startMockWorker(world, { v2: config.v2BasePath }, worlds);
    }
    // the dev menu (Chakra's menu machinery) renders after the first page, not before it
    // the app's root has no Chakra provider (ui/shell/ChakraRoot): the menu brings its own
    loadDevMenu = async () => {
      const [{ DevMenu }, { ChakraRoot }] = await Promise.all([
        import('./ui/dev/DevMenu'),
        import('./ui/shell/ChakraRoot'),
      ]);
      return {
        default: (props: { navigate: (to: string) => void }) =>
          createElement(ChakraRoot, null, createElement(DevMenu, props)),
      };
    };
    // tests and curious developers drive the world from the console
    Object.assign(window, { __demo: { world, devTools: container.get(DevTools) } });
  }

  await nextTask();
  installErrorReporting(container.get(ReportError));
  const byRoute = featuresByRoute();
  const starters = headStarters();
  return {
    container,
    screens: Object.assign({}, ...FEATURES.map((f) => f.screens)) as ScreenMap,
    // a route's head start loads with its bindings (warmRoute on /login, the menu's warm-up); a failure of its own is
    // not the screen's (the screen reads for itself, and the next entry tries again)
    prepare: (route) =>
      Promise.all([features.load(byRoute.get(route) ?? []), starters.load(route).catch(() => undefined)]).then(
        () => {},
      ),
    headStart: async (route, params) => {
      const starter = starters.loaded(route) ?? (await starters.load(route));
      if (!starter) return;
      await features.load(byRoute.get(route) ?? []);
      container.get(starter).start(params);
    },
    loadDevMenu,
  };
}

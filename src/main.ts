// the package's own lighter build: it relies on native Map/WeakMap, which every supported browser has
import 'reflect-metadata/lite';
import type { ContainerModule } from 'inversify';
import { createElement, Fragment, lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import type { AppConfig, Backend } from './application/ports/AppConfig';
import { ReportError } from './application/shared/ReportError';
import { FEATURES } from './features';
import { buildContainer } from './infrastructure/container/buildContainer';
import { FeatureLoader } from './infrastructure/container/FeatureLoader';
import type { BackendMode } from './infrastructure/container/FeatureModule';
import { httpModule } from './infrastructure/container/httpModule';
import { sharedModule } from './infrastructure/container/sharedModule';
import type { FeatureWorld } from './infrastructure/memory/world/FeatureWorld';
import { App } from './ui/shell/App';
import { installErrorReporting } from './ui/shell/errorReporting';
import { createAppRouter } from './ui/shell/router';
import { ShellEvents } from './ui/shell/ShellEvents';
import type { ScreenMap } from './ui/shell/screenTypes';

const env = import.meta.env;

const config: AppConfig = {
  backend: (env.VITE_BACKEND ?? 'memory') as Backend,
  apiOrigin: env.VITE_API_ORIGIN ?? '',
  v2BasePath: env.VITE_API_V2_BASE_PATH ?? '/console/v2',
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS ?? 30000),
  newsFeedUrl: env.VITE_NEWS_FEED_URL ?? '',
  payjpPublicKey: env.VITE_PAYJP_PUBLIC_KEY ?? '',
  helpUrl: env.VITE_HELP_URL ?? 'https://example.jp/help',
  supportUrl: env.VITE_SUPPORT_URL ?? 'https://example.jp/support',
  productName: env.VITE_PRODUCT_NAME ?? 'スマートロック管理コンソール',
};

/** Route name → the features whose bindings its screen needs (the feature that declares the screen). */
const featuresByRoute = (): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const feature of FEATURES) for (const route of Object.keys(feature.screens)) map.set(route, [...(map.get(route) ?? []), feature.name]);
  return map;
};

async function start(): Promise<void> {
  const events = new ShellEvents();
  const mode: BackendMode = import.meta.env.VITE_BACKEND === 'http' ? 'http' : import.meta.env.VITE_BACKEND === 'mock-http' ? 'mock-http' : 'memory';
  const modules: ContainerModule[] = [sharedModule({ config, events })];
  let devRoutes: ReadonlyArray<RouteObject> = [];
  let devMenu: ComponentType<{ navigate: (to: string) => void }> | null = null;
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
    modules.push(memory.worldModule({ persistence: new LocalStorageWorldPersistence(), slices: worlds.map((w) => w.slice) }));
    modules.push(mode === 'mock-http' ? httpModule() : memory.memoryModule({ latencyMs: 80 }));
  } else {
    modules.push(httpModule());
  }
  const container = buildContainer(...modules);
  const features = new FeatureLoader(container, FEATURES, mode);

  if (import.meta.env.VITE_BACKEND !== 'http') {
    const { World } = await import('./infrastructure/memory/world/World');
    const { DevTools } = await import('./application/ports/DevTools');
    const world = container.get(World);
    if (import.meta.env.VITE_BACKEND === 'mock-http') {
      const { startMockWorker } = await import('./infrastructure/memory/msw/browser');
      await startMockWorker(world, { v2: config.v2BasePath }, worlds);
    }
    const dev = await import('./ui/dev/devRoutes');
    devRoutes = dev.devRoutes;
    // the dev menu (Chakra's menu machinery) renders after the first page, not before it
    devMenu = lazy(() => import('./ui/dev/DevMenu').then((m) => ({ default: m.DevMenu })));
    // tests and curious developers drive the world from the console
    Object.assign(window, { __demo: { world, devTools: container.get(DevTools) } });
  }

  installErrorReporting(container.get(ReportError));
  const byRoute = featuresByRoute();
  const router = createAppRouter(container, events, {
    devRoutes,
    screens: Object.assign({}, ...FEATURES.map((f) => f.screens)) as ScreenMap,
    prepare: (route) => features.load(byRoute.get(route) ?? []),
  });
  const overlay = devMenu ? createElement(Suspense, { fallback: null }, createElement(devMenu, { navigate: (to: string) => void router.navigate(to) })) : null;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(createElement(App, { container, router, overlay: overlay ?? createElement(Fragment) }));
}

void start();

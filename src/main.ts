// the package's own lighter build: it relies on native Map/WeakMap, which every supported browser has
import 'reflect-metadata/lite';
import type { ContainerModule } from 'inversify';
import { createElement, Fragment, lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import type { AppConfig, Backend } from './application/ports/AppConfig';
import { ReportError } from './application/shared/ReportError';
import { buildContainer } from './infrastructure/container/buildContainer';
import { httpModule } from './infrastructure/container/httpModule';
import { sharedModule } from './infrastructure/container/sharedModule';
import { App } from './ui/shell/App';
import { installErrorReporting } from './ui/shell/errorReporting';
import { createAppRouter } from './ui/shell/router';
import { ShellEvents } from './ui/shell/ShellEvents';

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

async function start(): Promise<void> {
  const events = new ShellEvents();
  const modules: ContainerModule[] = [sharedModule({ config, events })];
  let devRoutes: ReadonlyArray<RouteObject> = [];
  let devMenu: ComponentType<{ navigate: (to: string) => void }> | null = null;

  // the in-memory world, faker and MSW are only imported when the build is not for the real API,
  // so the production bundle does not contain them (checked by test/e2e/bundle.test.ts)
  if (import.meta.env.VITE_BACKEND !== 'http') {
    const memory = await import('./infrastructure/container/memoryModule');
    const { LocalStorageWorldPersistence } = await import('./infrastructure/memory/world/persistence');
    modules.push(memory.worldModule({ persistence: new LocalStorageWorldPersistence() }));
    modules.push(import.meta.env.VITE_BACKEND === 'mock-http' ? httpModule() : memory.memoryModule({ latencyMs: 80 }));
  } else {
    modules.push(httpModule());
  }
  const container = buildContainer(...modules);

  if (import.meta.env.VITE_BACKEND !== 'http') {
    const { World } = await import('./infrastructure/memory/world/World');
    const { DevTools } = await import('./application/ports/DevTools');
    const world = container.get(World);
    if (import.meta.env.VITE_BACKEND === 'mock-http') {
      const { startMockWorker } = await import('./infrastructure/memory/msw/browser');
      await startMockWorker(world, { v2: config.v2BasePath });
      const { bindFakeCardProvider } = await import('./infrastructure/container/memoryFeatures/organization');
      bindFakeCardProvider(container);
    }
    const dev = await import('./ui/dev/devRoutes');
    devRoutes = dev.devRoutes;
    // the dev menu (Chakra's menu machinery) renders after the first page, not before it
    devMenu = lazy(() => import('./ui/dev/DevMenu').then((m) => ({ default: m.DevMenu })));
    // tests and curious developers drive the world from the console
    Object.assign(window, { __demo: { world, devTools: container.get(DevTools) } });
  }

  installErrorReporting(container.get(ReportError));
  const router = createAppRouter(container, events, { devRoutes });
  const overlay = devMenu ? createElement(Suspense, { fallback: null }, createElement(devMenu, { navigate: (to: string) => void router.navigate(to) })) : null;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(createElement(App, { container, router, overlay: overlay ?? createElement(Fragment) }));
}

void start();

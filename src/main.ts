import { createElement, Fragment, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfig, Backend } from './application/ports/AppConfig';
import type { Composition } from './compose';
import { whenCallsQuiet } from './infrastructure/http/callsInFlight';
import { App } from './ui/shell/App';
import type { LazyContainer } from './ui/shared/di';
import { installViolationReporting } from './ui/shell/errorReporting';
import { nextTask } from './ui/shared/nextTask';
import { sessionScreens } from './ui/session/screens';
import { createAppRouter, warmMenuScreens, warmRoute, type RouterOptions } from './ui/shell/router';
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
  deferredPaymentSiteUrl: env.VITE_DEFERRED_PAYMENT_SITE_URL ?? 'https://example.jp/deferred-payment-company',
  productName: env.VITE_PRODUCT_NAME ?? 'スマートロック管理コンソール',
};

/**
 * How long each step of the lock list's warm-up on /login waits for an idle moment. While the manager types the page
 * is rarely idle: requestIdleCallback waited its whole 2 s time-out at each of the three steps. A trace of the typing
 * at 4× (4.3 s at 100 ms a key): the warm-up's modules were evaluated 2.5 s after the first key, the full system was
 * built in the last 250 ms before the click, and the classes after it, on the click's path. The steps are a request
 * for files, one task of 80-90 ms at 4× and slices of a few ms: a key pressed meanwhile waits that long at most.
 */
const TYPING_IDLE_WITHIN_MS = 300;

/** Resolves on the manager's first key press, input or touch on the page. */
const firstInteraction = (): Promise<void> =>
  new Promise((resolve) => {
    const kinds = ['keydown', 'input', 'pointerdown'] as const;
    const done = (): void => {
      for (const kind of kinds) window.removeEventListener(kind, done, true);
      resolve();
    };
    for (const kind of kinds) window.addEventListener(kind, done, { capture: true, passive: true });
  });

/**
 * The composition root, in two halves. This entry holds only React, the router and the route
 * table: /login renders from it alone. Inversify, the adapters and the features' screens
 * (src/compose.ts) load on first need: a route other than /login, the login form's submit, the
 * news banner and the version check once the page is idle. That keeps /login's initial JS and
 * its start-up tasks small (150 KB gzip, scripts/size.mjs; Lighthouse 0.95, scripts/lighthouse.mjs).
 */
async function start(): Promise<void> {
  const events = new ShellEvents();
  let composing: Promise<Composition> | null = null;
  let composed: Composition | null = null;
  // Inversify's evaluation, the composition chunk's and the container's construction are separate
  // tasks (nextTask between them): on /login this runs while the manager may be typing
  let firstNeed: () => void = () => undefined;
  let announce: (composition: Composition) => void = () => undefined;
  // the first composition that succeeds (a failed one is tried again on the next need)
  const composedOnce = new Promise<Composition>((resolve) => (announce = resolve));
  const needed = new Promise<void>((resolve) => (firstNeed = resolve));
  const composition = (): Promise<Composition> => (
    firstNeed(),
    (composing ??= import('inversify')
      .then(nextTask)
      .then(() => import('./compose'))
      .then(async ({ compose }) => {
        await nextTask();
        const made = await compose(config, events);
        // what awaits the composition (the route's bindings, the guard's read) goes on in a task of its own: in one
        // with the composition's last step it was a task of 99-118 ms at 4× on a cold signed-in load
        await nextTask();
        return made;
      })
      .then(
        (c) => {
          announce(c);
          return (composed = c);
        },
        (error: unknown) => {
          // a chunk that did not arrive (offline, or a deploy replaced it) is not kept: the next need tries again
          // (the login form's next click, a route entered again)
          composing = null;
          throw error;
        },
      ))
  );
  const container: LazyContainer = {
    get current() {
      return composed?.container ?? null;
    },
    load: () => composition().then((c) => c.container),
    built: composedOnce.then((c) => c.container),
  };
  installViolationReporting(container);

  // the memory and mock-http builds start their world (and MSW) beside the first page, not before it: /login
  // renders from this entry alone, as in production, while the world composes (the form's submit, like any
  // other page, awaits the composition). Their dev routes are a module of their own (no world in it), in the
  // router from the start
  const demo = import.meta.env.VITE_BACKEND !== 'http';
  const devRoutes = demo ? (await import('./ui/dev/devRoutes')).devRoutes(container) : [];
  // (a failure here is the first page's to show, when it needs the composition)
  if (demo) composition().catch(() => undefined);

  const routerOptions: RouterOptions = {
    entryScreens: sessionScreens,
    devRoutes,
    screens: () => composition().then((c) => c.screens),
    prepare: (route) => composition().then((c) => c.prepare(route)),
    headStart: (route, params) => composition().then((c) => c.headStart(route, params)),
    searchDialog: () => import('./ui/search/SearchDialog'),
  };
  // the router's creation (the routes' objects, the first match, its loaders started) is a task of its own, not the
  // end of this module's evaluation: together they were a task of 238 ms in Lighthouse's 4× on a cold signed-in page
  await nextTask();
  const router = createAppRouter(container, events, routerOptions);
  // and its first navigation in the task after (the first match's loaders, lazy routes and their files' links)
  await nextTask();
  router.initialize();
  // index.html's static shell stays until the first page's code (and guard) is there: React's first
  // commits then paint that page, not a spinner in between (one layout less before the form)
  if (!router.state.initialized) {
    await new Promise<void>((ready) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        ready();
      });
    });
  }
  // the dev handle (memory and mock-http builds; compose.ts makes it) also follows links: the layout test walks
  // every route in one page, as a manager clicking through the menu would, instead of reloading the app for each
  if (demo)
    void composedOnce.then(() =>
      Object.assign((window as unknown as { __demo: object }).__demo, {
        navigate: (to: string) => router.navigate(to),
      }),
    );
  // the dev menu renders once the world is there; a dev tool: if its own chunk does not arrive, the page goes on
  // without it (a reload brings it)
  const overlay = demo
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(
          lazy(() => composedOnce.then((c) => c.loadDevMenu().catch(() => ({ default: () => null })))),
          { navigate: (to: string) => void router.navigate(to) },
        ),
      )
    : createElement(Fragment);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(createElement(App, { container, config, router, overlay }));
  // on the login form, the lock list (where a login lands) loads while the manager types:
  // from the first key or touch (a visit that only looks at the form does not pay for it; nor does
  // Lighthouse's /login), after the form's own first need of the composition
  if (import.meta.env.VITE_BACKEND === 'http' && router.state.location.pathname === '/login') {
    void Promise.all([needed, firstInteraction()]).then(() =>
      warmRoute('home', container, routerOptions, TYPING_IDLE_WITHIN_MS),
    );
  }
  // and the menu's main screens once the first signed-in page is on screen
  if (import.meta.env.VITE_BACKEND === 'http') warmMenuScreens(router, container, routerOptions, whenCallsQuiet);
}

void start();

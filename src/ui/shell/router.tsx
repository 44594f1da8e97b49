import {
  redirect,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';
import type { LazyContainer } from '../shared/di';
import { guardLoader, loadRefreshSession } from './guard';
import RouteErrorPage from './RouteErrorPage';
import { BootSpinner } from './BootSpinner';
import { RootLayout } from './RootLayout';
import { pathOf, ROUTES, type RouteEntry, type RouteName } from './routeTable';
import { placeholderScreen, SCREENS } from './screens';
import type { ScreenMap } from './screenTypes';
import type { LoadSearchDialog } from './HeaderSearch';
import type { ShellEvents } from './ShellEvents';
import { nextTask, whenIdle } from '../shared/nextTask';
import type { AddressParams } from '../../application/shared/HeadStart';

/** Screens that render with the light Chakra system; every other one loads the full system first. */
const LIGHT_SCREENS: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'not-found',
  'error',
  'empty-organization',
  'applications-stopped',
]);

/**
 * The one route that renders before the container and without Chakra: every visit starts on it, so
 * its first render awaits nothing but its own chunk (the /login budget of 150 KB gzip, scripts/size.mjs). Its presenter
 * loads after.
 */
const FIRST_PAGE: RouteName = 'login';

const loadFullSystem = () => import('./systems').then((m) => m.loadFullSystem());
const loadLaterRecipes = () => import('./systems').then((m) => m.loadLaterRecipes());

/** The lock list renders with the full system's first half; every other console screen awaits its later recipes. */
const LOCK_LIST: ReadonlySet<string> = new Set(['home', 'locks']);
const systemFor = (name: string) =>
  LIGHT_SCREENS.has(name) ? undefined : LOCK_LIST.has(name) ? loadFullSystem() : loadLaterRecipes();
const loadChakraLayout = () => import('./ChakraRoot');
const loadConsoleLayout = () => import('./ConsoleLayout');

export interface RouterOptions {
  /** Screens the entry chunk reaches, beside the shell's own: the session's (/login renders before the composition). */
  readonly entryScreens?: ScreenMap;
  /** Extra routes of the in-memory backend's dev tools; none in the production build. */
  readonly devRoutes?: ReadonlyArray<RouteObject>;
  /** The features' screens (from their descriptors, in the composition chunk), beside the shell's own. */
  readonly screens?: () => Promise<ScreenMap>;
  /** Binds what a route's screen resolves (its feature's ports), awaited beside its lazy view. */
  readonly prepare?: (route: RouteName) => Promise<void>;
  /** Asks for a route's first reads beside the guard's refresh (startHeadStart). */
  readonly headStart?: (route: RouteName, params: AddressParams) => Promise<void>;
  /** The header's search dialog (ui/search), loaded on its first use. */
  readonly searchDialog?: LoadSearchDialog;
}

/** The shell's own screen of a route, or one the entry chunk was handed (the session's). */
const entryScreen = (name: RouteName, options: RouterOptions) => SCREENS[name] ?? options.entryScreens?.[name];

const lazyScreen = (entry: RouteEntry, container: LazyContainer, options: RouterOptions) => {
  const name = entry.name as RouteName;
  return async () => {
    if (name === FIRST_PAGE) return { Component: (await (entryScreen(name, options) ?? placeholderScreen)()).default };
    // the files' requests (a preload link each, from Vite's helper) in a task after the router's creation and first
    // navigation, not inside it: on a cold signed-in load that task was 115-271 ms at 4×
    await nextTask();
    const load = entryScreen(name, options) ?? (await options.screens?.())?.[name] ?? placeholderScreen;
    // every other screen reads the container while rendering (di.tsx): it is built before the view shows
    const [screen] = await Promise.all([load(), container.load(), options.prepare?.(name), systemFor(entry.name)]);
    return { Component: screen.default };
  };
};

/**
 * A screen's first reads, asked for beside the guard's refresh of the session (application/shared/HeadStart), when
 * its feature says what they are (the lock list's first pages, the contract's organization and plans): entering the
 * screen with no query in its address (after ログイン, from the menu), its calls go out at once instead of after the
 * refresh and the screen's first render. The screen's first reads take the answers only if they ask for the same
 * things of the same organization for the same manager; a failure here is nobody's (the screen asks again).
 */
const startHeadStart = async (name: RouteName, options: RouterOptions, params: AddressParams): Promise<void> => {
  try {
    await options.headStart?.(name, params);
  } catch {
    // the screen reads itself
  }
};

/**
 * Loads what a signed-in route awaits before it renders (the container, Chakra's layout and full system,
 * the header and menu, the screen and its feature's bindings, the guard's use case) without rendering
 * it: on /login, while the manager types, so the click on ログイン waits for the API only.
 * The files are requested together once the page is idle (the network works in parallel); building the
 * full Chakra system, the one long task, waits for the next idle moment. Each of the three steps waits for an idle
 * moment `idleWithinMs` at most (whenIdle's 2 s by default). Failures are left to the route, which loads the same
 * modules again when it is entered.
 */
export const warmRoute = async (
  name: RouteName,
  container: LazyContainer,
  options: RouterOptions = {},
  idleWithinMs?: number,
): Promise<void> => {
  try {
    await whenIdle(idleWithinMs);
    await Promise.all([
      container.load(),
      loadChakraLayout(),
      loadConsoleLayout(),
      loadRefreshSession(),
      import('./systems'),
      (async () => (entryScreen(name, options) ?? (await options.screens?.())?.[name])?.())(),
      options.prepare?.(name),
    ]);
    await whenIdle(idleWithinMs);
    await (systemFor(name) ?? loadFullSystem());
    // and the classes of the screens loaded so far, written into the page's sheet in short slices. Only here: on a
    // cold load's entry (the route's `lazy`) it was tried twice, and no blocking time or LCP fell beyond the noise
    // (docs/PERFORMANCE.md)
    const [{ systemStore }, { warmStaticStyles }] = await Promise.all([
      import('./systems'),
      import('../shared/staticStyles'),
    ]);
    await whenIdle(idleWithinMs);
    await warmStaticStyles(systemStore.get());
  } catch {
    // the route loads (and reports) it again when the manager gets there
  }
};

/**
 * この扉を開けられる人 (every panel of the lock list links to it: on a phone its first read waited 0.77 s of a 2.7 s
 * first visit for its code and first render, docs/PERFORMANCE.md), the side menu's main screens and the contract (the
 * header's account menu). この人が開けられる扉 after the guests (their detail links to it): its first read waited
 * 180 ms for its head start's file on a phone, the large organization's 217 calls starting that much later.
 */
const WARMED_SCREENS: ReadonlyArray<RouteName> = [
  'lock-access',
  'groups',
  'guests',
  'guest-access',
  'organization-cards',
  'account',
  'managers',
];
const MENU_WARM_DELAY_MS = 3000;
/**
 * Each menu screen's code loads once no API call has been in flight for this long: the screen the manager is on
 * reads first (an access view's hundreds of calls shared the phone's link with the menu's code:
 * infrastructure/http/callsInFlight.ts, given by main.ts).
 */
const MENU_WARM_QUIET_MS = 500;

/**
 * Once the first signed-in page has been on screen for a few seconds, the main screens' code loads when
 * the page is idle, one screen after the other, so a first visit from the menu waits for its data only
 * (README, 'Budgets'). Not sooner: the page's own requests go first, and size.mjs's lock-list budget excludes them.
 * Each screen waits until no API call has been in flight for MENU_WARM_QUIET_MS (`whenCallsQuiet`).
 */
export const warmMenuScreens = (
  router: ReturnType<typeof createRouter>,
  container: LazyContainer,
  options: RouterOptions = {},
  whenCallsQuiet: (quietMs: number) => Promise<void>,
): void => {
  let started = false;
  const onState = (state: typeof router.state): void => {
    if (
      started ||
      !state.initialized ||
      state.navigation.state !== 'idle' ||
      !state.matches.some((m) => m.route.id === 'protected')
    )
      return;
    started = true;
    stop();
    void (async () => {
      // the page's own data first: the manager looks at it for a moment before opening the menu
      await new Promise((resolve) => setTimeout(resolve, MENU_WARM_DELAY_MS));
      for (const name of WARMED_SCREENS) {
        await whenCallsQuiet(MENU_WARM_QUIET_MS);
        await warmRoute(name, container, options);
      }
    })();
  };
  const stop = router.subscribe(onState);
  onState(router.state);
};

export const buildRoutes = (
  container: LazyContainer,
  events: ShellEvents,
  options: RouterOptions = {},
): RouteObject[] => {
  const toRoute = (entry: RouteEntry): RouteObject =>
    entry.redirectTo
      ? { path: entry.path, handle: entry, loader: () => redirect(entry.redirectTo ?? pathOf('home')) }
      : { path: entry.path, handle: entry, lazy: lazyScreen(entry, container, options) };
  // a signed-in screen: its first reads may go out beside the guard's loader (the parent's), on entering it only
  // (not on its own search, a page or a sort in its address)
  const toProtectedRoute = (entry: RouteEntry): RouteObject => ({
    ...toRoute(entry),
    loader: ({ request, params }: { request: Request; params: AddressParams }) => {
      if (new URL(request.url).search === '') void startHeadStart(entry.name as RouteName, options, params);
      return null;
    },
    shouldRevalidate: () => false,
  });
  const publicRoutes = ROUTES.filter((r) => r.withoutLogin === true && r.name !== FIRST_PAGE);
  const protectedRoutes = ROUTES.filter((r) => !r.withoutLogin && !r.withoutOrganization && !r.redirectTo);
  const redirects = ROUTES.filter((r) => r.redirectTo);
  const withoutOrganization = ROUTES.filter((r) => r.withoutOrganization);
  const firstPage = ROUTES.filter((r) => r.name === FIRST_PAGE);
  return [
    {
      path: '/',
      element: <RootLayout events={events} />,
      errorElement: <RouteErrorPage />,
      // main.ts renders once the first page's code and guard are there; this covers any other wait
      hydrateFallbackElement: <BootSpinner />,
      children: [
        { index: true, loader: () => redirect(pathOf('home')) },
        ...firstPage.map(toRoute),
        ...redirects.map(toRoute),
        {
          // every other page renders with Chakra: its provider (and the light system) load with the first of them
          id: 'chakra',
          // (the light system is built on its first render, unless a console screen brought the full one)
          lazy: async () => ({ Component: (await loadChakraLayout()).ChakraLayout }),
          children: [
            ...publicRoutes.map(toRoute),
            {
              loader: async (args) => {
                const record = await guardLoader(container, { allowWithoutOrganization: true })(args);
                // a manager who does belong somewhere has no business on the empty page
                if (record) throw redirect(pathOf('home'));
                return null;
              },
              shouldRevalidate: () => true,
              children: withoutOrganization.map(toRoute),
            },
            {
              id: 'protected',
              loader: guardLoader(container),
              // the guard refreshes the session on entering every protected route, not just the first
              shouldRevalidate: () => true,
              // the header and drawer are loaded with the first protected screen, not on /login
              lazy: async () => {
                const [{ ConsoleLayout }] = await Promise.all([loadConsoleLayout(), loadFullSystem()]);
                return { Component: () => <ConsoleLayout searchDialog={options.searchDialog} /> };
              },
              children: protectedRoutes.map(toProtectedRoute),
            },
            ...(options.devRoutes ?? []),
          ],
        },
        { path: '*', loader: () => redirect(pathOf('not-found')) },
      ],
    },
  ];
};

/**
 * The console's router, made and not yet started: `initialize()` (the first match's loaders and lazy routes, their
 * files' preload links) is the caller's, in a task of its own (main.ts). React Router's createBrowserRouter does both
 * in one call, and with the routes' objects and the first match it was a task of 84 ms at 4× on a cold signed-in
 * page (docs/PERFORMANCE.md). This is createBrowserRouter's own making (react-router 7.18), minus the server's
 * hydration data, which a single-page app never has.
 */
export const createAppRouter = (container: LazyContainer, events: ShellEvents, options: RouterOptions = {}) =>
  createRouter({
    history: createBrowserHistory(),
    routes: buildRoutes(container, events, options),
    mapRouteProperties,
    hydrationRouteProperties,
  });

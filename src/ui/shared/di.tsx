import type { Container, Newable } from 'inversify';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { AppConfig } from '../../application/ports/AppConfig';
import { nextTask, whenIdle } from './nextTask';

/**
 * The container as the shell sees it: built after /login's first render (main.ts loads the
 * composition root's second half, src/compose.ts, on first need), so Inversify and every adapter
 * stay off the login page's start-up. `current` is null until then; `load()` builds it once (a load that failed is
 * tried again by the next).
 * Every route but /login awaits `load()` in its lazy() before rendering, so its views read `current`.
 */
export interface LazyContainer {
  readonly current: Container | null;
  load(): Promise<Container>;
  /** Resolves with the first container built, never rejects: a load that failed (a chunk that did not arrive) is
   * tried again by the next need, and this waits for it (main.ts's container has it). */
  readonly built?: Promise<Container>;
}

/**
 * The container for the shell's own background work (the version check, an error report): loads it, and if the load
 * fails, waits for the next need that builds it (the login form's next click, the next page) instead of giving up.
 */
export const builtContainer = (container: LazyContainer): Promise<Container> =>
  container.load().catch((error: unknown) => container.built ?? Promise.reject(error));

/** A container that is already built (a plain container handed to ContainerProvider: the tests). */
export const readyContainer = (container: Container): LazyContainer => ({
  current: container,
  load: () => Promise.resolve(container),
});

interface Services {
  readonly container: LazyContainer;
  readonly config: AppConfig | null;
}

const ServicesContext = createContext<Services | null>(null);

export const asLazyContainer = (container: Container | LazyContainer): LazyContainer =>
  'load' in container && 'current' in container ? container : readyContainer(container);

/** `config` lets pages that render before the container (login, the error page) read the configuration. */
export function ContainerProvider({
  container,
  config,
  children,
}: {
  container: Container | LazyContainer;
  config?: AppConfig;
  children: ReactNode;
}) {
  const [services] = useState<Services>(() => ({ container: asLazyContainer(container), config: config ?? null }));
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

const useServices = (): Services => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ContainerProvider is missing above this component');
  return services;
};

/** The container, possibly not built yet: for the shell and the login page, which render before it. */
export function useLazyContainer(): LazyContainer {
  return useServices().container;
}

export function useContainer(): Container {
  const { current } = useServices().container;
  // a route renders only once its lazy() awaited the container (router.tsx); /login never calls this
  if (!current) throw new Error('the container is not built yet: the route must await it before rendering');
  return current;
}

/** The build's configuration: from the provider when given, else from the container. */
export function useAppConfig(): AppConfig {
  const { config, container } = useServices();
  if (config) return config;
  if (!container.current)
    throw new Error('the configuration is needed before the container is built: pass it to ContainerProvider');
  return container.current.get<AppConfig>(AppConfig);
}

/** What usePresenter resolves and opens: a presenter (Presenter.ts), or anything with the same two ends. */
interface Opened {
  open(params: never): void | Promise<void>;
  dispose(): void;
}

/** The parameters `open` takes, as the rest of usePresenter's arguments: none for a presenter opened with none. */
type OpenArgs<T> = T extends { open(params: infer P): unknown }
  ? unknown extends P
    ? []
    : [P] extends [void]
      ? []
      : [params: P]
  : [];

/**
 * The one way a view gets its presenter: resolved once per mounted view (transient scope), opened with `params` (the
 * route's, or what the view is given) on mount and again whenever they change (compared by value), disposed on
 * unmount. A view never opens or starts a presenter from an effect of its own (lint: viewRules.test.ts).
 *
 *   const { id } = useRouteParams('locks-logs');
 *   const presenter = usePresenter(LockLogsPresenter, { lockId: Number(id) });
 */
export function usePresenter<T extends Opened>(presenter: Newable<T>, ...params: OpenArgs<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get(presenter));
  const opening = (params as readonly unknown[])[0] as never;
  // the parameters are plain values (ids, a token, a tab): the same values are the same opening
  const key = JSON.stringify(opening);
  // `key` stands for the parameters' values: a new object with the same values opens nothing again
  useEffect(() => void instance.open(opening), [instance, key]);
  useEffect(() => () => instance.dispose(), [instance]);
  return instance;
}

/** A port or service from the container, resolved once per component. */
export function useService<T>(token: symbol | Newable<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get<T>(token));
  return instance;
}

export function useOptionalService<T>(token: symbol): T | undefined {
  const container = useContainer();
  const [instance] = useState(() => (container.isBound(token) ? container.get<T>(token) : undefined));
  return instance;
}

/**
 * The presenter of a view that renders before the container is built (the login page only): its
 * class is imported and resolved once the page is idle, or at once when `need()` is called (a
 * submit). Null until then; opened (with no parameters) once it is there, disposed with the view.
 */
export function useDeferredPresenter<T extends Opened>(
  load: () => Promise<Newable<T>>,
): { readonly presenter: T | null; readonly need: () => Promise<T> } {
  const container = useLazyContainer();
  const [presenter, setPresenter] = useState<T | null>(null);
  const loading = useRef<Promise<T> | null>(null);
  const need = useCallback(
    () =>
      (loading.current ??= Promise.all([container.load(), load()])
        .then(async ([built, Presenter]) => {
          // resolving (Inversify's first plan for this class) in a task of its own
          await nextTask();
          const instance = built.get(Presenter);
          setPresenter(instance);
          return instance;
        })
        .catch((error: unknown) => {
          // a failed load (a chunk that did not arrive) is not kept: the next need() tries again
          loading.current = null;
          throw error;
        })),
    [container, load],
  );
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      // a load that fails here is not the manager's concern yet: the submit that needs it says so (and tries again)
      if (live) need().catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [need]);
  useEffect(() => {
    if (!presenter) return undefined;
    void presenter.open(undefined as never);
    return () => presenter.dispose();
  }, [presenter]);
  return { presenter, need };
}

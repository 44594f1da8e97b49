import type { Container, Newable } from 'inversify';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing above this component');
  return container;
}

/** One presenter per mounted view (transient scope), disposed with it when it has dispose(). */
export function usePresenter<T extends object>(presenter: Newable<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get(presenter));
  useEffect(
    () => () => {
      const disposable = instance as { dispose?: () => void };
      disposable.dispose?.();
    },
    [instance],
  );
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

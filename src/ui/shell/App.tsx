import { ChakraProvider } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { Component, lazy, startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ReportError } from '../../application/shared/ReportError';
import { ContainerProvider } from './di';
import { renderErrorJson, send } from './errorReporting';
import SystemErrorPage from './pages/SystemErrorPage';
import { StaticShell } from './StaticShell';
import { prepareLightSystem, systemStore } from './systems';
import { toasterDemand } from './notify';

const AppToaster = lazy(() => import('./toaster'));

class ErrorBoundary extends Component<{ container: Container; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    send(this.props.container.get(ReportError), renderErrorJson(error, info.componentStack));
  }
  override render() {
    return this.state.failed ? <SystemErrorPage /> : this.props.children;
  }
}

type AppProps = { container: Container; router: Parameters<typeof RouterProvider>[0]['router']; overlay?: ReactNode };

/**
 * Start-up in short tasks (Lighthouse's total blocking time): the first commit repeats index.html's
 * static shell; the Chakra system is built in a task of its own; the console then renders in a
 * transition, which React splits into slices of a few milliseconds.
 */
export function App(props: AppProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void prepareLightSystem().then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? <Console {...props} /> : <StaticShell />;
}

function Console({ container, router, overlay }: AppProps) {
  const system = useSyncExternalStore(systemStore.subscribe, systemStore.get, systemStore.get);
  const toasts = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.get, toasterDemand.get);
  return (
    <ChakraProvider value={system}>
      <ContainerProvider container={container}>
        <ErrorBoundary container={container}>
          <RouterProvider router={router} />
          {toasts && (
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          )}
          {overlay}
        </ErrorBoundary>
      </ContainerProvider>
    </ChakraProvider>
  );
}

import type { Container } from 'inversify';
import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../../application/ports/AppConfig';
import { asLazyContainer, ContainerProvider, type LazyContainer } from '../shared/di';
import { renderErrorJson, sendWhenReady } from './errorReporting';
import SystemErrorPage from './SystemErrorPage';
import { StaticShell } from './StaticShell';
import { toasterDemand } from '../shared/notify';

const AppToaster = lazy(() => import('./toaster'));

class ErrorBoundary extends Component<{ container: LazyContainer; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    sendWhenReady(this.props.container, renderErrorJson(error, info.componentStack));
  }
  override render() {
    return this.state.failed ? <SystemErrorPage /> : this.props.children;
  }
}

type AppProps = {
  container: Container | LazyContainer;
  config?: AppConfig;
  router: Parameters<typeof RouterProvider>[0]['router'];
  overlay?: ReactNode;
};

/**
 * Start-up in short tasks (Lighthouse's total blocking time): the first commit repeats index.html's
 * static shell; the console then renders in a transition, which React splits into slices of a few
 * milliseconds. No Chakra provider here: /login renders without Chakra (see ChakraRoot).
 */
export function App(props: AppProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? <Console {...props} /> : <StaticShell />;
}

function Console({ container, config, router, overlay }: AppProps) {
  const toasts = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.get, toasterDemand.get);
  const [lazyContainer] = useState(() => asLazyContainer(container));
  return (
    <ContainerProvider container={lazyContainer} config={config}>
      <ErrorBoundary container={lazyContainer}>
        <RouterProvider router={router} />
        {toasts && (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        )}
        {overlay}
      </ErrorBoundary>
    </ContainerProvider>
  );
}

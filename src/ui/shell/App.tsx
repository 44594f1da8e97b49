import { ChakraProvider } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { Component, lazy, Suspense, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ReportError } from '../../application/shared/ReportError';
import { ContainerProvider } from './di';
import { renderErrorJson, send } from './errorReporting';
import SystemErrorPage from './pages/SystemErrorPage';
import { systemStore } from './systems';
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

export function App({ container, router, overlay }: { container: Container; router: Parameters<typeof RouterProvider>[0]["router"]; overlay?: ReactNode }) {
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

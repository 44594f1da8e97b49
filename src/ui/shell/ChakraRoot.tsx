import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { emotionCache } from '../shared/emotionCache';
import { LeaveGuard } from '../shared/LeaveGuard';
import { systemStore } from './systems';

/**
 * Chakra's provider, with the light system until a console screen swaps in the full one. Not at the
 * app's root: /login renders without Chakra's runtime (plain elements, ui/shared/plain.css), so
 * only what needs Chakra loads it: the routes under ChakraLayout, the toaster, the dev menu.
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  const system = useSyncExternalStore(systemStore.subscribe, systemStore.get, systemStore.get);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

/** The pathless layout route of every route but /login (router.tsx). */
export function ChakraLayout() {
  return (
    <ChakraRoot>
      <Outlet />
      <LeaveGuard />
    </ChakraRoot>
  );
}

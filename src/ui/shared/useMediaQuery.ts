import { useCallback, useSyncExternalStore } from 'react';

const listOf = (query: string): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/**
 * Whether the viewport matches `query` now, following its changes; true where matchMedia is missing (jsdom): for a
 * part that only one width shows, so a phone does not render (at 4× a desktop's CPU) what it would hide anyway.
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? true,
    () => true,
  );
};

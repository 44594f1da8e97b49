import { useEffect, useRef } from 'react';

/**
 * The kit's DOM hooks: what only the browser can tell a view, handed to an intent. A view's own effects do what only
 * the DOM can (focus, scroll); they never call its presenter (lint), so an event that should reach an intent comes
 * through here.
 */

/** Calls `listener` on a window event while the view is mounted (the print dialog's beforeprint). */
export function useWindowEvent<K extends keyof WindowEventMap>(
  type: K,
  listener: (event: WindowEventMap[K]) => void,
): void {
  // the listener of the last render, without adding and removing the window's listener on each
  const current = useRef(listener);
  current.current = listener;
  useEffect(() => {
    const handle = (event: WindowEventMap[K]) => current.current(event);
    window.addEventListener(type, handle);
    return () => window.removeEventListener(type, handle);
  }, [type]);
}

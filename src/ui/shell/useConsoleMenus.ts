import { useCallback, useEffect, useState } from 'react';

export type Menus = typeof import('./ConsoleMenus');
let menusModule: Menus | null = null;
let menusLoading: Promise<Menus> | null = null;
const fetchMenus = (): Promise<Menus> =>
  (menusLoading ??= Promise.all([import('./ConsoleMenus'), import('./systems').then((s) => s.loadLaterRecipes())]).then(
    ([m]) => (menusModule = m),
    (error: unknown) => {
      menusLoading = null; // the next touch tries again
      throw error;
    },
  ));
/** The menus load this long after the layout is on screen, unless a touch of their buttons asks first. */
const MENUS_AFTER_MS = 2500;

/**
 * The account menu and the phone's drawer (Chakra's menu, its popper and the drawer, about 20 KB gzip)
 * are not on the way to the first screen (the click on ログイン -> the lock list): they load a moment
 * after the layout is on screen, or on the first press of their buttons; a hover or focus only fetches
 * their code. Swapping the plain button for the menu's trigger between a tap's pointerdown and its
 * click lost the tap (the trigger opens on pointerdown), so the swap happens on the press itself,
 * which opens the menu once its code is there.
 */
export const prefetchMenus = (): void => {
  fetchMenus().catch(() => undefined);
};

/** ./ConsoleMenus once loaded (null before), and what a press calls to load it now. */
export function useConsoleMenus(): [Menus | null, () => void] {
  const [menus, setMenus] = useState(menusModule);
  const load = useCallback(() => {
    fetchMenus().then(setMenus, () => undefined);
  }, []);
  useEffect(() => {
    if (menus) return;
    // drawn at once, not in a transition: one still under way when the drawer's button is pressed is drawn again
    // within the press; tried, neither Lighthouse's /home nor the drawer's first tap moved beyond their noise
    // (docs/PERFORMANCE.md, the late round of 2026-11-28)
    const timer = setTimeout(load, MENUS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [menus, load]);
  return [menus, load];
}

import { useEffect, useLayoutEffect, useRef } from 'react';

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

/**
 * Holds the page behind a phone's drawer while `held` (the menu drawer, opened as a non-modal Zag dialog): still,
 * with `overflow: hidden` on <html> (and its scrollbar's width as padding when the scrollbar takes room, a narrow
 * desktop window, so nothing behind moves); and hidden from assistive technology, with `aria-hidden` on the app's
 * root (`#root`, where main.ts renders; the drawer and the toasts are portals beside it, so a toast is still read).
 * With the drawer's content marked `aria-modal` and its focus trapped, this is what Zag's modal mode does, without
 * its two writes that restyle every element of the page: a `--scrollbar-width` custom property on <html> and
 * `pointer-events: none` on <body>, both inherited. On the large organization's lock list that restyled 1,509
 * elements, 120–230 ms at Lighthouse's 4× CPU inside the first tap on メニューを開く; now the drawer's 190 are.
 * The backdrop covers the page, so a tap behind the drawer still only closes it. The scroll position is kept
 * (overflow: hidden does not scroll), and every attribute and inline style is put back as it was. Safari honours
 * `overflow: hidden` on <html> under a finger from iOS 16; Zag's `position: fixed` workaround for older iOS is not
 * kept.
 */
export function usePageHeldBehind(held: boolean): void {
  useLayoutEffect(() => {
    if (!held) return undefined;
    const html = document.documentElement;
    const root = document.getElementById('root');
    const scrollbar = window.innerWidth - html.clientWidth;
    const before = {
      style: html.getAttribute('style'),
      overflow: html.style.overflow,
      paddingRight: html.style.paddingRight,
      hidden: root?.getAttribute('aria-hidden') ?? null,
    };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    // in the next frame, as Zag does: the focus has then moved into the drawer (a focused element's ancestor is not
    // hidden: the browser refuses it, with a warning)
    const frame = requestAnimationFrame(() => root?.setAttribute('aria-hidden', 'true'));
    return () => {
      cancelAnimationFrame(frame);
      html.style.overflow = before.overflow;
      html.style.paddingRight = before.paddingRight;
      if (before.style === null) html.removeAttribute('style');
      if (before.hidden === null) root?.removeAttribute('aria-hidden');
      else root?.setAttribute('aria-hidden', before.hidden);
    };
  }, [held]);
}

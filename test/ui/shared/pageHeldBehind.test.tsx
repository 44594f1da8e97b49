// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageHeldBehind } from '../../../src/ui/shared/domHooks';

function Held({ held }: { readonly held: boolean }) {
  usePageHeldBehind(held);
  return null;
}

// the frames are the test's own: the suite's files share a worker, and jsdom's frame timer is not to be relied on there
const nextFrame = () => vi.advanceTimersToNextFrame();
const html = () => document.documentElement;
const root = () => document.getElementById('root');

/** The document's width inside the window's: jsdom lays nothing out (its clientWidth is 0). */
const scrollbarOf = (width: number) =>
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => window.innerWidth - width,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  scrollbarOf(0);
  const element = document.createElement('div');
  element.id = 'root';
  document.body.append(element);
  html().removeAttribute('style');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  root()?.remove();
  html().removeAttribute('style');
});

describe('the page behind the phone’s drawer (usePageHeldBehind)', () => {
  it('while held: <html> does not scroll, and the app’s root is hidden from assistive technology from the next frame', () => {
    const view = render(<Held held />);
    expect(html().style.overflow).toBe('hidden');
    // no custom property on the root: it would restyle every element of the page
    expect(html().getAttribute('style')).toBe('overflow: hidden;');
    expect(root()?.getAttribute('aria-hidden')).toBeNull();
    nextFrame();
    expect(root()?.getAttribute('aria-hidden')).toBe('true');

    view.rerender(<Held held={false} />);
    expect(html().hasAttribute('style')).toBe(false);
    expect(root()?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('puts back what was there before, and a drawer closed within its first frame hides nothing', () => {
    html().style.overflow = 'auto';
    root()?.setAttribute('aria-hidden', 'false');
    const view = render(<Held held />);
    expect(html().style.overflow).toBe('hidden');
    view.unmount();
    nextFrame();
    expect(html().style.overflow).toBe('auto');
    expect(root()?.getAttribute('aria-hidden')).toBe('false');
  });

  it('a scrollbar that takes room (a narrow desktop window) is made up by padding, so nothing behind moves', () => {
    scrollbarOf(15);
    const view = render(<Held held />);
    expect(html().getAttribute('style')).toBe('overflow: hidden; padding-right: 15px;');
    view.unmount();
    expect(html().hasAttribute('style')).toBe(false);
  });

  it('not held: nothing is written', () => {
    render(<Held held={false} />);
    nextFrame();
    expect(html().hasAttribute('style')).toBe(false);
    expect(root()?.hasAttribute('aria-hidden')).toBe(false);
  });
});

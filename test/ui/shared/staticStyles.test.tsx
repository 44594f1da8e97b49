// @vitest-environment jsdom
import { ChakraProvider, createSystem, defaultConfig, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheProvider } from '@emotion/react';
import { emotionCache } from '../../../src/ui/shared/emotionCache';
import { staticStyles, warmStaticStyles } from '../../../src/ui/shared/staticStyles';

afterEach(cleanup);

/** The CSS text of every rule the page's sheets hold. */
const allRules = (): string =>
  [...document.querySelectorAll('style')]
    .map((s) => s.sheet)
    .flatMap((sheet) => (sheet ? [...sheet.cssRules] : []))
    .map((r) => r.cssText)
    .join('\n');

/** The CSS text of every rule the page's sheets hold for a class. */
const rulesOf = (className: string): string =>
  [...document.querySelectorAll('style')]
    .map((s) => s.sheet)
    .flatMap((sheet) => (sheet ? [...sheet.cssRules] : []))
    .map((r) => r.cssText)
    .filter((text) => text.includes(`.${className}`))
    .join('\n');

describe('classes computed once per page with Chakra’s own machinery', () => {
  it('gives a part the CSS Chakra computes for its tokens and recipe, the same class at every render', () => {
    const build = vi.fn(({ recipe }: Parameters<Parameters<typeof staticStyles>[0]>[0]) => ({
      row: { display: 'flex', gap: '3', color: 'gray.600' },
      button: recipe('button', { size: 'sm', variant: 'outline' }),
    }));
    const useClasses = staticStyles(build);
    function Part({ label }: { readonly label: string }) {
      const c = useClasses();
      return (
        <div className={c.row} data-testid={label}>
          <button type="button" className={c.button}>
            {label}
          </button>
        </div>
      );
    }
    render(
      <ChakraProvider value={defaultSystem}>
        <Part label="a" />
        <Part label="b" />
      </ChakraProvider>,
    );
    const [a, b] = [screen.getByTestId('a'), screen.getByTestId('b')];
    expect(a.className).toBe(b.className);
    // computed once for the page, not per element
    expect(build).toHaveBeenCalledTimes(1);
    expect(rulesOf(a.className)).toContain('gap: var(--chakra-spacing-3)');
    expect(rulesOf(a.className)).toContain('color: var(--chakra-colors-gray-600)');
    // the button recipe's outline variant: its border, Chakra's own rule
    expect(rulesOf(screen.getByRole('button', { name: 'a' }).className)).toContain('border-width: 1px');
  });

  it('a recipe the system does not hold yet is not kept: the part is computed again once it is there', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const build = vi.fn(({ recipe }: Parameters<Parameters<typeof staticStyles>[0]>[0]) => ({
      tabs: recipe('no-such-recipe'),
    }));
    const useClasses = staticStyles(build);
    function Part() {
      return <span className={useClasses().tabs}>x</span>;
    }
    const system = createSystem(defaultConfig);
    const { rerender } = render(
      <ChakraProvider value={system}>
        <Part />
      </ChakraProvider>,
    );
    rerender(
      <ChakraProvider value={system}>
        <Part />
      </ChakraProvider>,
    );
    expect(build).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith("staticStyles: no recipe 'no-such-recipe' in this system yet");
  });

  describe('warmed before the page renders (on /login while the manager types)', () => {
    type Tools = Parameters<Parameters<typeof staticStyles>[0]>[0];
    const sheet = () => {
      const build = vi.fn(({ recipe }: Tools) => ({
        row: { display: 'flex', gap: '5', color: 'teal.700' },
        button: recipe('button', { size: 'xs', variant: 'ghost' }),
      }));
      const useClasses = staticStyles(build);
      function Part() {
        const c = useClasses();
        return (
          <div className={c.row} data-testid="part">
            <button type="button" className={c.button}>
              part
            </button>
          </div>
        );
      }
      return { build, Part };
    };
    const page = (system: ReturnType<typeof createSystem>, Part: () => React.JSX.Element) => (
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={system}>
          <Part />
        </ChakraProvider>
      </CacheProvider>
    );

    it('computes and inserts the classes before the first render, which then only reads them', async () => {
      const system = createSystem(defaultConfig);
      const { build, Part } = sheet();
      await warmStaticStyles(system);
      expect(build).toHaveBeenCalledTimes(1);
      const inserted = allRules();
      render(page(system, Part));
      const row = screen.getByTestId('part');
      const button = screen.getByRole('button');
      expect(build).toHaveBeenCalledTimes(1);
      // the parts' rules were in the page's sheet before the render
      expect(inserted).toContain(`.${row.className} { display: flex; gap: var(--chakra-spacing-5)`);
      expect(inserted).toContain(`.${button.className} { display: inline-flex;`);
      expect(rulesOf(button.className)).toContain('background: var(--chakra-colors-transparent)');
    });

    it('lets the browser in between parts; a render in a pause computes them itself and the warm-up stops', async () => {
      const system = createSystem(defaultConfig);
      // the other tests' sheets first: this one is the only one left to warm
      await warmStaticStyles(system);
      const { build, Part } = sheet();
      vi.useFakeTimers();
      try {
        // a clock 10 ms on at each look: a slice ends after each part
        let clock = 0;
        const warming = warmStaticStyles(system, () => (clock += 10));
        // until the warm-up has begun this sheet: it pauses after its first part
        while (build.mock.calls.length === 0) await vi.advanceTimersToNextTimerAsync();
        render(page(system, Part));
        expect(build).toHaveBeenCalledTimes(2);
        await vi.runAllTimersAsync();
        await warming;
      } finally {
        vi.useRealTimers();
      }
      cleanup();
      render(page(system, Part));
      // nothing computed again after
      expect(build).toHaveBeenCalledTimes(2);
      expect(rulesOf(screen.getByTestId('part').className)).toContain('color: var(--chakra-colors-teal-700)');
    });
  });
});

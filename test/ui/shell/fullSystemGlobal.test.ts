// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { consoleSystem, fullSystem } from '../../../src/ui/shell/fullSystem';

/**
 * The console's global CSS as Chakra's provider would insert it: the system's `_global` serialized by Emotion and
 * compiled by its stylis (the same cache options as the page's: key 'css', Emotion's default plugins).
 */
const globalCssOf = (styles: unknown): string => {
  const container = document.createElement('div');
  const cache = createCache({ key: 'css', container, speedy: false });
  cache.insert('', serializeStyles([styles as never]), cache.sheet, false);
  return [...container.querySelectorAll('style')].map((tag) => tag.textContent).join('\n') + '\n';
};

describe('the console system’s global CSS file', () => {
  it('is the CSS Chakra computes for the console system (`npx vitest run -u` writes it again)', async () => {
    await expect(globalCssOf(consoleSystem()._global)).toMatchFileSnapshot(
      '../../../src/ui/shell/fullSystemGlobal.css',
    );
  });

  it('holds the layers in Chakra’s order, and the tokens of the brand', () => {
    const css = globalCssOf(consoleSystem()._global);
    expect(css.startsWith('@layer reset{')).toBe(true);
    expect(css).toContain('@layer tokens{');
    expect(css).toContain('--chakra-colors-teal-solid:var(--chakra-colors-teal-700);');
  });

  it('is not inserted again by the provider: the system the console renders with has an empty `_global`', () => {
    expect(fullSystem()._global).toEqual([]);
    expect(fullSystem().token('colors.teal.700')).toBe(consoleSystem().token('colors.teal.700'));
  });
});

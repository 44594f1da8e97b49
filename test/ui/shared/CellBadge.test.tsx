// @vitest-environment jsdom
import { Badge, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CellBadge } from '../../../src/ui/shared/CellBadge';

afterEach(cleanup);

/** The declarations of every rule the page's sheets hold for a class, without the class's own name. */
const declarationsOf = (className: string): string[] =>
  [...document.querySelectorAll('style')]
    .map((s) => s.sheet)
    .flatMap((sheet) => (sheet ? [...sheet.cssRules] : []))
    .map((r) => r.cssText)
    .filter((text) => className.split(' ').some((name) => text.includes(`.${name}`)))
    .flatMap((text) => (text.match(/\{(.*)\}/)?.[1] ?? '').split(';').map((d) => d.trim()))
    .filter(Boolean)
    .sort();

describe('CellBadge: Chakra’s Badge as one span with classes computed once per page', () => {
  it('says its text, carries the verdict when given one, and looks as Chakra’s Badge of its palette', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <CellBadge palette="green" opens>
          開けられる
        </CellBadge>
        <CellBadge palette="orange">同名のカードのみ</CellBadge>
        <Badge colorPalette="green">Chakra</Badge>
      </ChakraProvider>,
    );
    const opens = screen.getByText('開けられる');
    expect(opens.tagName).toBe('SPAN');
    expect(opens.dataset.opens).toBe('true');
    expect(screen.getByText('同名のカードのみ').hasAttribute('data-opens')).toBe(false);
    // the same declarations as Chakra's own Badge (its default subtle variant and size) in the same palette
    const chakra = declarationsOf(screen.getByText('Chakra').className);
    expect(chakra).toContain('--chakra-colors-color-palette-subtle: var(--chakra-colors-green-subtle)');
    expect(declarationsOf(opens.className)).toEqual(chakra);
    expect(declarationsOf(screen.getByText('同名のカードのみ').className)).toContain(
      '--chakra-colors-color-palette-subtle: var(--chakra-colors-orange-subtle)',
    );
  });
});

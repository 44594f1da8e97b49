import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandTheme } from './brandTheme';
import { accessibleToast } from './toastTheme';

/**
 * Console-wide fixes to Chakra's recipes:
 * - tabs: a label never breaks inside a word ('連携済みの利用／者' at 390 px); the row of tabs wraps
 *   instead of scrolling (a scroll region would need its own keyboard focus).
 * - dialog: a margin on each side, so a dialog never touches the edges of a phone screen.
 */
const consoleRecipes = defineConfig({
  theme: {
    slotRecipes: {
      dialog: {
        slots: [
          'trigger',
          'backdrop',
          'positioner',
          'content',
          'title',
          'description',
          'closeTrigger',
          'header',
          'body',
          'footer',
        ],
        base: { positioner: { paddingInline: '4' } },
      },
      tabs: {
        slots: ['root', 'list', 'trigger', 'content', 'contentGroup', 'indicator'],
        base: { list: { flexWrap: 'wrap' }, trigger: { whiteSpace: 'nowrap', flexShrink: 0 } },
      },
    },
  },
});

export const fullSystem = createSystem(
  defaultConfig,
  defineConfig({ theme: brandTheme }),
  consoleRecipes,
  accessibleToast,
);

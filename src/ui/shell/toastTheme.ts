import { defineConfig } from '@chakra-ui/react';

/**
 * Toasts readable at AA (4.5:1): Chakra's toast draws its text at 80% opacity on the 600 shades,
 * 3.5:1 on red (axe's color-contrast). Full-opacity text on the 700 shades passes for every kind.
 */
export const accessibleToast = defineConfig({
  theme: {
    slotRecipes: {
      toast: {
        slots: ['root', 'title', 'description', 'indicator', 'closeTrigger', 'actionTrigger'],
        base: {
          root: {
            '&[data-type=error]': { bg: 'red.700' },
            '&[data-type=success]': { bg: 'green.700' },
            '&[data-type=warning]': { bg: 'orange.700' },
          },
          description: { opacity: 1 },
        },
      },
    },
  },
});

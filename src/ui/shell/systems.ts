import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
import { brandTheme } from './brandTheme';
import { accessibleToast } from './toastTheme';
import { setLaterStyles } from '../shared/laterStyles';
import { lightValuesOf } from './lightValues';

// Palettes no public page, alert status or toast uses: each one costs its tokens, its semantic
// tokens and their CSS variables at start-up (createSystem's time grows with the token count).
// The full system (console screens) keeps every palette.
const UNUSED_ON_PUBLIC_PAGES = new Set(['yellow', 'cyan', 'purple', 'pink']);
const without = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !UNUSED_ON_PUBLIC_PAGES.has(name))) as T;

/**
 * The public pages (login above all) start with Chakra's tokens and only the recipes they use;
 * the full recipe set (about half of Chakra's weight) loads with the first console screen.
 * Mirrors Chakra's own defaultThemeConfig, minus recipes and unused palettes. Built on first use,
 * when the first page under ChakraLayout renders (never on /login, which renders without Chakra).
 */
const createLightSystem = (): SystemContext =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: 'chakra',
      cssVarsRoot: ':where(html, .chakra-theme)',
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        textStyles,
        layerStyles,
        animationStyles,
        tokens: {
          aspectRatios,
          animations,
          blurs,
          borders,
          colors: without(colors),
          durations,
          easings,
          fonts,
          fontSizes,
          fontWeights,
          letterSpacings,
          lineHeights,
          radii,
          spacing,
          sizes,
          zIndex: zIndices,
          cursor,
        },
        semanticTokens: lightValuesOf({
          colors: {
            ...without(semanticColors),
            teal: { ...semanticColors.teal, ...brandTheme.semanticTokens.colors.teal },
          },
          shadows: semanticShadows,
          radii: semanticRadii,
        }),
        recipes: {
          button: buttonRecipe,
          heading: headingRecipe,
          input: inputRecipe,
          link: linkRecipe,
          spinner: spinnerRecipe,
          icon: iconRecipe,
        },
        slotRecipes: { alert: alertSlotRecipe, card: cardSlotRecipe, field: fieldSlotRecipe, toast: toastSlotRecipe },
      },
    }),
    accessibleToast,
  );

let light: SystemContext | null = null;
export const lightSystem = (): SystemContext => (light ??= createLightSystem());

type Listener = () => void;
let current: SystemContext | null = null;
const listeners = new Set<Listener>();

export const systemStore = {
  get: (): SystemContext => current ?? lightSystem(),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let loading: Promise<void> | null = null;

/** Swaps in Chakra's full system once; every console screen awaits it before rendering. */
export const loadFullSystem = (): Promise<void> => {
  loading ??= import('./fullSystem').then(async ({ fullSystem }) => {
    // the system is made in a task of its own, after the one that evaluated its module's graph (fullSystem.ts). Not
    // nextTask (ui/shared): importing it here split it and React's JSX runtime from the entry, two more files on /login
    await new Promise((resolve) => setTimeout(resolve, 0));
    current = fullSystem();
    listeners.forEach((l) => l());
  });
  return loading;
};

let laterLoading: Promise<void> | null = null;

/**
 * The full system with the recipes of everything beyond the shell and the lock list (laterRecipes.ts): the router
 * awaits it beside every console screen but the lock list, and dialogs and menus before their code loads.
 */
export const loadLaterRecipes = (): Promise<void> =>
  (laterLoading ??= Promise.all([loadFullSystem(), import('./fullSystem'), import('./laterRecipes')]).then(
    ([, { fullSystem }, { addLaterRecipes }]) => addLaterRecipes(fullSystem()),
    (error: unknown) => {
      laterLoading = null; // the next screen or dialog tries again
      throw error;
    },
  ));

setLaterStyles(loadLaterRecipes);

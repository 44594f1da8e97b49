import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { breadcrumbSlotRecipe } from 'chakra-theme/recipes/breadcrumb';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
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
import { lightValuesOf } from './lightValues';
import { accessibleToast } from './toastTheme';
import './fullSystemGlobal.css';

/**
 * Chakra's default theme (its defaultConfig, the same tokens, styles and settings) with the recipes of the
 * components the shell and the lock list render, not all 70: the other recipes the console uses (dialogs,
 * menus, tabs, tables, date pickers...) are added by laterRecipes.ts before any screen, dialog or menu that
 * renders them, so they are not on the way to the lock list (5 KB gzip). test/ui/shell/fullSystem.test.ts fails
 * when a component the lock list reaches has its recipe left out here, or a screen's is in neither file (it
 * would render unstyled).
 */
const consoleTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
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
    semanticTokens: lightValuesOf({ colors: semanticColors, shadows: semanticShadows, radii: semanticRadii }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Chakra's system of the console, with its global CSS as Chakra computes it (the test of fullSystemGlobal.css). */
export const consoleSystem = (): SystemContext =>
  createSystem(defaultBaseConfig, consoleTheme, defineConfig({ theme: brandTheme }), accessibleToast);

/**
 * The system every console screen renders with. Its global CSS (preflight, global styles, a CSS variable per token:
 * 48 KB) is not computed and inserted at run time but loaded as a stylesheet beside this module
 * (fullSystemGlobal.css, made from consoleSystem() and kept equal to it by its test): Chakra's provider inserts an
 * empty `_global`. On a phone that was 260 ms of making the system and 100-300 ms of Emotion's stylis at the first
 * console render (vite.config.ts, chakraLazyGlobalCss, keeps createSystem from computing it).
 */
let made: SystemContext | null = null;
/**
 * Made on the first call, not when this module is evaluated: systems.ts calls it a task after the import, so the
 * evaluation of this chunk's graph (Chakra's theme and recipes) and the making of the system are two tasks, not one of
 * 151-327 ms at 4× (docs/PERFORMANCE.md).
 */
export const fullSystem = (): SystemContext =>
  (made ??= Object.create(consoleSystem(), { _global: { value: [] } }) as SystemContext);

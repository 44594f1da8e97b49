import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { breadcrumbSlotRecipe } from 'chakra-theme/recipes/breadcrumb';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { codeRecipe } from 'chakra-theme/recipes/code';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { datePickerSlotRecipe } from 'chakra-theme/recipes/date-picker';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { fileUploadSlotRecipe } from 'chakra-theme/recipes/file-upload';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputAddonRecipe } from 'chakra-theme/recipes/input-addon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from 'chakra-theme/recipes/radiomark';
import { segmentGroupSlotRecipe } from 'chakra-theme/recipes/segment-group';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { switchSlotRecipe } from 'chakra-theme/recipes/switch';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
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

/**
 * Chakra's default theme (its defaultConfig, the same tokens, styles and settings) with the recipes of the
 * components the console renders, not all 70: the others are 15 KB gzip on the way to the lock list.
 * test/ui/shell/fullSystem.test.ts fails when a screen imports a Chakra component whose recipe is left out
 * (it would render unstyled).
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
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const fullSystem = createSystem(
  defaultBaseConfig,
  consoleTheme,
  defineConfig({ theme: brandTheme }),
  consoleRecipes,
  accessibleToast,
);

import type { SystemContext } from '@chakra-ui/react';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { codeRecipe } from 'chakra-theme/recipes/code';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { datePickerSlotRecipe } from 'chakra-theme/recipes/date-picker';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { fileUploadSlotRecipe } from 'chakra-theme/recipes/file-upload';
import { inputAddonRecipe } from 'chakra-theme/recipes/input-addon';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from 'chakra-theme/recipes/radiomark';
import { segmentGroupSlotRecipe } from 'chakra-theme/recipes/segment-group';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { switchSlotRecipe } from 'chakra-theme/recipes/switch';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
/**
 * The recipes of the components the console renders beyond the shell and the lock list (fullSystem.ts has those),
 * added to the full system before any screen, dialog or menu that renders them (systems.ts, `loadLaterRecipes`).
 * Chakra reads a recipe from its system's config when a component first renders and keeps the function it built
 * from it, so a recipe must be in place before its first render: the router awaits this beside every screen but
 * the lock list, and lazyDialog and the header's menus before they load.
 *
 * With two console-wide fixes:
 * - tabs: a label never breaks inside a word ('連携済みの利用／者' at 390 px); the row of tabs wraps
 *   instead of scrolling (a scroll region would need its own keyboard focus).
 * - dialog: a margin on each side, so a dialog never touches the edges of a phone screen.
 */
const recipes = {
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  inputAddon: inputAddonRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
};

const slotRecipes = {
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: {
    ...dialogSlotRecipe,
    base: { ...dialogSlotRecipe.base, positioner: { ...dialogSlotRecipe.base?.positioner, paddingInline: '4' } },
  },
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  menu: menuSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: {
    ...tabsSlotRecipe,
    base: {
      ...tabsSlotRecipe.base,
      list: { ...tabsSlotRecipe.base?.list, flexWrap: 'wrap' },
      trigger: { ...tabsSlotRecipe.base?.trigger, whiteSpace: 'nowrap', flexShrink: 0 },
    },
  },
};

/** Puts the recipes in the system's config, where Chakra looks a recipe up on a component's first render. */
export const addLaterRecipes = (system: SystemContext): void => {
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
};

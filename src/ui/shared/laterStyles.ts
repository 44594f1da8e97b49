/**
 * What a dialog awaits before its code loads: the Chakra recipes beyond the shell's and the lock list's, which the
 * shell sets here (ui/shell/systems.ts, `loadLaterRecipes`; the kit cannot import the shell). Until it does, nothing
 * to wait for: unit tests render with Chakra's whole default system.
 */
let load: () => Promise<void> = () => Promise.resolve();

export const setLaterStyles = (loader: () => Promise<void>): void => {
  load = loader;
};

export const laterStyles = (): Promise<void> => load();

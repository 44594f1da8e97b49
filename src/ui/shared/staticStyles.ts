import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useInsertionEffect } from 'react';
import { inSlices } from '../../application/shared/inSlices';
import type { Steps } from '../../domain/shared/steps';
import { emotionCache } from './emotionCache';

/** What a sheet's styles are written with: the page's Chakra system (its tokens, conditions and recipes). */
export interface StyleTools {
  /** Chakra's style object of a recipe with its variants: `recipe('button', { size: 'sm', variant: 'outline' })`. */
  readonly recipe: (key: string, variants?: Record<string, unknown>) => SystemStyleObject;
  /** A slot recipe's style objects by slot: `slots('card', { size: 'sm' }).root`. */
  readonly slots: (key: string, variants?: Record<string, unknown>) => Record<string, SystemStyleObject>;
}

type Built<K extends string> = { readonly classes: Record<K, string>; readonly serialized: SerializedStyles[] };

type Cache = NonNullable<ReturnType<typeof useEmotionCache>>;

/** What a builder needs of a system; `complete` is false when a recipe was missing (nothing is kept then). */
const toolsOf = (system: SystemContext, report: boolean): { tools: StyleTools; complete: () => boolean } => {
  let complete = true;
  // a recipe the system does not hold yet (a later recipe, ui/shell/laterRecipes.ts, on the lock list) would give
  // unstyled parts: they are not kept, and the next render computes them again
  const found = <T>(recipe: T | undefined, key: string): T | object => {
    if (recipe !== undefined) return recipe;
    complete = false;
    // (the warm-up says nothing: the screen's render computes it again, and says it then if it is still missing)
    if (report) console.error(`staticStyles: no recipe '${key}' in this system yet`);
    return {};
  };
  const tools: StyleTools = {
    recipe: (key, variants = {}) => system.cva(found(system.getRecipe(key), key))(variants) as SystemStyleObject,
    slots: (key, variants = {}) =>
      system.sva(found(system.getSlotRecipe(key), key))(variants) as unknown as Record<string, SystemStyleObject>,
  };
  return { tools, complete: () => complete };
};

/** A page's classes, to compute and insert before the page renders: one step per part (warmStaticStyles). */
interface StaticSheet {
  readonly warm: (system: SystemContext, cache: Cache) => Steps<void>;
}

/** The sheets of the pages whose code is loaded. */
const staticSheets = new Set<StaticSheet>();

/**
 * Class names for the parts of a screen that repeat (a lock panel, its buttons, its rows), computed once per page
 * with Chakra's own machinery (its tokens, responsive values, `_hover`, recipes) instead of for every element at
 * every render. A Chakra element resolves its style props, runs its recipe, serializes and hashes the result each
 * time it renders: on a phone (4× a desktop's CPU) ten lock panels of ~50 elements were a 700 ms task; the same
 * panels of plain elements with these classes are a few milliseconds. The CSS is the one Chakra's components would
 * produce for the same styles (the same `css()`, the same Emotion cache and sheet); the classes are inserted with
 * the first element that uses them, or before (warmStaticStyles).
 *   const useClasses = staticStyles(({ recipe }) => ({ root: { display: 'flex' }, button: recipe('button') }));
 *   const c = useClasses();  <div className={c.root}>
 */
export function staticStyles<K extends string>(
  build: (tools: StyleTools) => Record<K, SystemStyleObject | ReadonlyArray<SystemStyleObject>>,
): () => Record<K, string> {
  // per system: the light system of the public pages and the full one of the console differ in recipes
  const bySystem = new WeakMap<SystemContext, Built<K>>();
  /**
   * The classes of one system, a step per part (a render runs every step at once; the warm-up lets the browser in
   * between some). Kept only when every recipe was there.
   */
  function* compute(system: SystemContext, cache: Cache, report: boolean): Generator<void, Built<K>> {
    const { tools, complete } = toolsOf(system, report);
    const styles = build(tools);
    const classes = {} as Record<K, string>;
    const serialized: SerializedStyles[] = [];
    for (const key of Object.keys(styles) as K[]) {
      const style = styles[key];
      const css = system.css(...(Array.isArray(style) ? style : [style]));
      const one = serializeStyles([css as never], cache.registered);
      classes[key] = `${cache.key}-${one.name}`;
      serialized.push(one);
      yield;
    }
    const built = { classes, serialized };
    if (complete()) bySystem.set(system, built);
    return built;
  }
  staticSheets.add({
    *warm(system, cache) {
      if (bySystem.has(system)) return;
      const steps = compute(system, cache, false);
      for (let step = steps.next(); !step.done; step = steps.next()) {
        yield;
        // the page may have rendered meanwhile: it computed and inserted them
        if (bySystem.has(system)) return;
      }
      const built = bySystem.get(system);
      if (built) for (const one of built.serialized) insertStyles(cache, one, true);
    },
  });
  return function useStaticClasses(): Record<K, string> {
    const system = useChakraContext();
    const emotion = useEmotionCache();
    // Emotion's context holds a cache in every browser page (Chakra's provider renders inside it)
    if (!emotion) throw new Error('staticStyles: no Emotion cache');
    const cache = emotion;
    let built = bySystem.get(system);
    if (!built) {
      const steps = compute(system, cache, true);
      let step = steps.next();
      while (!step.done) step = steps.next();
      built = step.value;
    }
    const { serialized } = built;
    useInsertionEffect(() => {
      // a no-op for a class already inserted (Emotion keeps what its sheet holds)
      for (const one of serialized) insertStyles(cache, one, true);
    }, [cache, serialized]);
    return built.classes;
  };
}

/**
 * Computes and inserts the classes of every page whose code is loaded (staticStyles), for `system`, in slices of a few
 * milliseconds with the browser let in between (inSlices; `now` is its clock): on /login while the manager types
 * (router.tsx, warmRoute), so the first render of the lock list after ログイン neither computes its classes nor runs
 * their CSS through Emotion's stylis (on a phone 130-150 ms of that render). A page that renders meanwhile computes
 * its own; nothing is computed twice after.
 */
export const warmStaticStyles = async (system: SystemContext, now?: () => number): Promise<void> => {
  for (const sheet of [...staticSheets]) await inSlices(sheet.warm(system, emotionCache), now);
};

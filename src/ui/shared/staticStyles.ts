import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useInsertionEffect } from 'react';

/** What a sheet's styles are written with: the page's Chakra system (its tokens, conditions and recipes). */
export interface StyleTools {
  /** Chakra's style object of a recipe with its variants: `recipe('button', { size: 'sm', variant: 'outline' })`. */
  readonly recipe: (key: string, variants?: Record<string, unknown>) => SystemStyleObject;
  /** A slot recipe's style objects by slot: `slots('card', { size: 'sm' }).root`. */
  readonly slots: (key: string, variants?: Record<string, unknown>) => Record<string, SystemStyleObject>;
}

type Built<K extends string> = { readonly classes: Record<K, string>; readonly serialized: SerializedStyles[] };

/**
 * Class names for the parts of a screen that repeat (a lock panel, its buttons, its rows), computed once per page
 * with Chakra's own machinery (its tokens, responsive values, `_hover`, recipes) instead of for every element at
 * every render. A Chakra element resolves its style props, runs its recipe, serializes and hashes the result each
 * time it renders: on a phone (4× a desktop's CPU) ten lock panels of ~50 elements were a 700 ms task; the same
 * panels of plain elements with these classes are a few milliseconds. The CSS is the one Chakra's components would
 * produce for the same styles (the same `css()`, the same Emotion cache and sheet); the classes are inserted with
 * the first element that uses them.
 *   const useClasses = staticStyles(({ recipe }) => ({ root: { display: 'flex', gap: '2' }, button: recipe('button') }));
 *   const c = useClasses();  <div className={c.root}>
 */
export function staticStyles<K extends string>(
  build: (tools: StyleTools) => Record<K, SystemStyleObject | ReadonlyArray<SystemStyleObject>>,
): () => Record<K, string> {
  // per system: the light system of the public pages and the full one of the console differ in recipes
  const bySystem = new WeakMap<SystemContext, Built<K>>();
  return function useStaticClasses(): Record<K, string> {
    const system = useChakraContext();
    const emotion = useEmotionCache();
    // Emotion's context holds a cache in every browser page (Chakra's provider renders inside it)
    if (!emotion) throw new Error('staticStyles: no Emotion cache');
    const cache = emotion;
    let built = bySystem.get(system);
    if (!built) {
      const tools: StyleTools = {
        recipe: (key, variants = {}) => system.cva(system.getRecipe(key, {}))(variants) as SystemStyleObject,
        slots: (key, variants = {}) =>
          system.sva(system.getSlotRecipe(key, {}))(variants) as unknown as Record<string, SystemStyleObject>,
      };
      const styles = build(tools);
      const classes = {} as Record<K, string>;
      const serialized: SerializedStyles[] = [];
      for (const key of Object.keys(styles) as K[]) {
        const style = styles[key];
        const css = system.css(...(Array.isArray(style) ? style : [style]));
        const one = serializeStyles([css as never], cache.registered);
        classes[key] = `${cache.key}-${one.name}`;
        serialized.push(one);
      }
      built = { classes, serialized };
      bySystem.set(system, built);
    }
    const { serialized } = built;
    useInsertionEffect(() => {
      // a no-op for a class already inserted (Emotion keeps what its sheet holds)
      for (const one of serialized) insertStyles(cache, one, true);
    }, [cache, serialized]);
    return built.classes;
  };
}

/**
 * The three calls of the Reflect metadata API Inversify makes (`@inversifyjs/reflect-metadata-utils`):
 * `defineMetadata`, `getOwnMetadata` and `getMetadata` (own first, then up the class chain), over one WeakMap.
 * The `reflect-metadata` package (even its lite build) is 1.8 KB gzip on the way to the lock list for the same;
 * nothing here reads `design:*` metadata (none is emitted: every constructor parameter names its token with
 * `@inject`), lists keys or deletes metadata. The build aliases `reflect-metadata/lite` (which
 * `@inversifyjs/container` imports) to installReflectMetadata.ts, which puts them on `Reflect` (vite.config.ts);
 * test/infrastructure/container/reflectMetadata.test.ts holds the semantics. Vitest leaves node_modules unbundled,
 * so there the package's own build runs beside it.
 */
type Target = object;
type Key = string | symbol | undefined;

const store = new WeakMap<Target, Map<Key, Map<unknown, unknown>>>();

const ownMap = (target: Target, property: Key, create: boolean): Map<unknown, unknown> | undefined => {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let metadata = byProperty.get(property);
  if (!metadata && create) {
    metadata = new Map();
    byProperty.set(property, metadata);
  }
  return metadata;
};

export const getOwnMetadata = (key: unknown, target: Target, property?: Key): unknown =>
  ownMap(target, property, false)?.get(key);

export const getMetadata = (key: unknown, target: Target, property?: Key): unknown => {
  for (let at: Target | null = target; at !== null; at = Object.getPrototypeOf(at) as Target | null) {
    const own = ownMap(at, property, false);
    if (own?.has(key)) return own.get(key);
  }
  return undefined;
};

export const defineMetadata = (key: unknown, value: unknown, target: Target, property?: Key): void => {
  ownMap(target, property, true)?.set(key, value);
};

/**
 * A semantic token's light value only: the console never turns dark mode on (no `.dark` class is ever
 * set), so the `_dark` half is CSS nobody sees, and a third of createSystem's time (the light system's and the
 * console's: systems.ts, fullSystem.ts).
 */
export const lightValuesOf = <T>(node: T): T => {
  if (typeof node !== 'object' || node === null) return node;
  const value: unknown = (node as { value?: unknown }).value;
  if (typeof value === 'object' && value !== null && '_light' in value)
    return { ...node, value: (value as { _light: unknown })._light };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightValuesOf(child)])) as T;
};

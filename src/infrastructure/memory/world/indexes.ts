import type { World } from './World';
import type { WorldState } from './state';

/**
 * Look-ups the server keeps over the world's lists (a large organization's 3,000 guests, 1,000 cards and thousands of
 * memberships, scanned whole for each row of an answer: a page of a keypad's cards looked up each card and its user
 * in both lists), built once and kept until the world changes: any write (world.onChange, also another tab's save)
 * or another state (a reload, a reset) drops them all. An index answers exactly what the scan it replaces answered.
 *
 *   const byId = worldIndex(world, 'cardMastersById', (s) => firstById(s.cardMasters));
 */
interface Kept {
  state: Readonly<WorldState> | null;
  readonly values: Map<string, unknown>;
}

const kept = new WeakMap<World, Kept>();

export const worldIndex = <T>(world: World, name: string, build: (state: Readonly<WorldState>) => T): T => {
  let cache = kept.get(world);
  if (!cache) {
    const fresh: Kept = { state: null, values: new Map() };
    world.onChange(() => fresh.values.clear());
    kept.set(world, fresh);
    cache = fresh;
  }
  const own = cache;
  return world.read((state) => {
    if (own.state !== state) {
      own.state = state;
      own.values.clear();
    }
    if (own.values.has(name)) return own.values.get(name) as T;
    const value = build(state);
    own.values.set(name, value);
    return value;
  });
};

/** Each record by its id, the first one of the list when two share it (what list.find answers). */
export const firstById = <R extends { readonly id: number }>(list: ReadonlyArray<R>): ReadonlyMap<number, R> => {
  const byId = new Map<number, R>();
  for (const record of list) if (!byId.has(record.id)) byId.set(record.id, record);
  return byId;
};

/** The records of a list grouped by a key, each group in the list's order (what list.filter by that key answers). */
export const groupedBy = <R, K>(list: ReadonlyArray<R>, keyOf: (record: R) => K): ReadonlyMap<K, ReadonlyArray<R>> => {
  const groups = new Map<K, R[]>();
  for (const record of list) {
    const key = keyOf(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
};

import type { PlatformSlice } from './platformRecords';
import type { SeedContext } from './seedContext';

/**
 * The feature slices of the demo world, by slice name. Each feature's `slice.ts` adds its own
 * entry by augmenting this interface (`declare module '../world/state'`), so no central file
 * lists the features and no slice imports this module at run time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface WorldSlices {}

export type SliceName = keyof WorldSlices;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The whole server-side state of the demo world: the platform (shared) part and every feature slice. */
export type WorldState = { schema: string; seededOn: string } & PlatformSlice & Intersection<WorldSlices[SliceName]>;

/** What a seeder may read: the platform part and the slices it declared in `needs`. */
export type SeedInput<N extends SliceName> = PlatformSlice & Intersection<WorldSlices[N]>;

/**
 * One feature's part of the world: its name, a version to bump when its shape changes (a stored
 * world of another version is seeded anew), the slices seeded before it that it reads, and its seeder.
 */
export interface WorldSlice<K extends SliceName = SliceName, N extends SliceName = SliceName> {
  readonly name: K;
  readonly version: number;
  readonly needs: ReadonlyArray<N>;
  /** May also add to the platform part (the account slice posts its invitation mails). */
  readonly seed: (ctx: SeedContext, sofar: SeedInput<N>) => WorldSlices[K];
}

/** Declares a slice; `needs` types what the seeder sees, instead of the whole (unseeded) world. */
export const defineSlice = <K extends SliceName, N extends SliceName = never>(slice: WorldSlice<K, N>): WorldSlice =>
  slice as unknown as WorldSlice;

/**
 * Seeding order: the list order, except that a slice comes after every slice it needs.
 * Throws on a slice that needs one that is not in the list, or on a cycle.
 */
export const seedOrder = (slices: ReadonlyArray<WorldSlice>): WorldSlice[] => {
  const byName = new Map(slices.map((s) => [s.name as string, s]));
  const ordered: WorldSlice[] = [];
  const visiting = new Set<string>();
  const visit = (slice: WorldSlice) => {
    if (ordered.includes(slice)) return;
    if (visiting.has(slice.name))
      throw new Error(`world slices need each other: ${[...visiting].join(' → ')} → ${slice.name}`);
    visiting.add(slice.name);
    for (const need of slice.needs) {
      const dependency = byName.get(need);
      if (!dependency) throw new Error(`world slice ${slice.name} needs ${need}, which is not registered`);
      visit(dependency);
    }
    visiting.delete(slice.name);
    ordered.push(slice);
  };
  slices.forEach(visit);
  return ordered;
};

/** A stored world of another schema is seeded anew; each slice bumps its own version. */
export const worldSchemaOf = (slices: ReadonlyArray<WorldSlice>): string =>
  `world-3:${slices.map((s) => `${s.name}${s.version}`).join('.')}`;

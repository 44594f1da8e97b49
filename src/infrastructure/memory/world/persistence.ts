/**
 * Where the world keeps its state between page loads. Every tab of the demo shares one stored
 * world: `revision` changes with every save by any tab, so a tab can tell at the cost of one
 * short read whether its copy is still the latest before it reads or writes (World.sync).
 */
export interface WorldPersistence {
  load(): string | null;
  /** Stores the world; answers the new revision (null when it could not be stored). */
  save(serialized: string): string | null;
  clear(): void;
  /** The revision of the stored world; null when none is stored (or it was stored before revisions). */
  revision(): string | null;
  /** Another tab saved or cleared the world; returns the unsubscribe. */
  onChangedElsewhere(listener: () => void): () => void;
}

export const WORLD_STORAGE_KEY = 'qrio-console.demo-world';
export const WORLD_REVISION_KEY = 'qrio-console.demo-world.revision';

/** Unique across tabs: a random tab mark and a counter (two tabs never write the same revision). */
const tabMark = Math.random().toString(36).slice(2, 10);
let saves = 0;
const nextRevision = (): string => `${tabMark}-${Date.now().toString(36)}-${(saves += 1)}`;

/** The part of `window` that tells of other tabs' storage writes (none in node). */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export class LocalStorageWorldPersistence implements WorldPersistence {
  constructor(
    private readonly storage: Storage = localStorage,
    private readonly events: StorageEvents | null = typeof window === 'undefined' ? null : window,
  ) {}

  load(): string | null {
    return this.storage.getItem(WORLD_STORAGE_KEY);
  }

  save(serialized: string): string | null {
    try {
      this.storage.setItem(WORLD_STORAGE_KEY, serialized);
      // written after the world: a tab that sees the new revision finds the new world too
      const revision = nextRevision();
      this.storage.setItem(WORLD_REVISION_KEY, revision);
      return revision;
    } catch (quota) {
      // over the 5 MB quota the world still works, it just is not kept across reloads
      console.warn('demo world not persisted', quota);
      return null;
    }
  }

  clear(): void {
    this.storage.removeItem(WORLD_STORAGE_KEY);
    this.storage.removeItem(WORLD_REVISION_KEY);
  }

  revision(): string | null {
    return this.storage.getItem(WORLD_REVISION_KEY);
  }

  onChangedElsewhere(listener: () => void): () => void {
    const events = this.events;
    if (!events) return () => undefined;
    const onStorage = (event: Event) => {
      const { key, storageArea } = event as StorageEvent;
      // key null: the whole storage was cleared there
      if (storageArea === this.storage && (key === WORLD_REVISION_KEY || key === null)) listener();
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }
}

/** @internal For node tests: nothing outlives the process, and no other tab exists. */
export class VolatileWorldPersistence implements WorldPersistence {
  private value: string | null = null;
  private saved = 0;
  load(): string | null {
    return this.value;
  }
  save(serialized: string): string {
    this.value = serialized;
    this.saved += 1;
    return String(this.saved);
  }
  clear(): void {
    this.value = null;
  }
  revision(): string | null {
    return this.value === null ? null : String(this.saved);
  }
  onChangedElsewhere(): () => void {
    return () => undefined;
  }
}

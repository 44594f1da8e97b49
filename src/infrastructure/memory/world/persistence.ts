/** Where the world keeps its state between page loads. */
export interface WorldPersistence {
  load(): string | null;
  save(serialized: string): void;
  clear(): void;
}

export const WORLD_STORAGE_KEY = 'qrio-console.demo-world';

export class LocalStorageWorldPersistence implements WorldPersistence {
  load(): string | null {
    return localStorage.getItem(WORLD_STORAGE_KEY);
  }
  save(serialized: string): void {
    try {
      localStorage.setItem(WORLD_STORAGE_KEY, serialized);
    } catch (quota) {
      // over the 5 MB quota the world still works, it just is not kept across reloads
      console.warn('demo world not persisted', quota);
    }
  }
  clear(): void {
    localStorage.removeItem(WORLD_STORAGE_KEY);
  }
}

/** For node tests: nothing outlives the process. */
export class VolatileWorldPersistence implements WorldPersistence {
  private value: string | null = null;
  load(): string | null {
    return this.value;
  }
  save(serialized: string): void {
    this.value = serialized;
  }
  clear(): void {
    this.value = null;
  }
}

import { useEffect } from 'react';

/**
 * Holds the version check's forced reload (VersionWatcher) while a page shows something a reload would
 * destroy for good: a secret shown once (the issued API token). Any page may hold; the reload waits until
 * every hold is released, then happens if the route allows it (enableForceReload).
 */
export class ForcedReloadHold {
  private readonly holds = new Set<symbol>();
  private readonly released = new Set<() => void>();

  /** Holds the reload until the returned function is called (once; later calls do nothing). */
  hold(): () => void {
    const id = Symbol('hold');
    this.holds.add(id);
    return () => {
      if (this.holds.delete(id) && this.holds.size === 0) this.released.forEach((listener) => listener());
    };
  }

  get held(): boolean {
    return this.holds.size > 0;
  }

  /** Called when the last hold goes: a reload that waited may happen now. */
  onReleased(listener: () => void): () => void {
    this.released.add(listener);
    return () => this.released.delete(listener);
  }
}

/** The console's one hold, read by RootLayout's version check. */
export const forcedReloadHold = new ForcedReloadHold();

/** Holds the forced reload while `active` (a secret on screen). */
export function useHoldForcedReload(active: boolean): void {
  useEffect(() => (active ? forcedReloadHold.hold() : undefined), [active]);
}

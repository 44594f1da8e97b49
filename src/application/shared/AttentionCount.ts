import { inject, injectable } from 'inversify';
import { AuthStore } from '../ports/AuthStore';

/** The part of 要対応 a count comes from: the lock list's devices (batteries, hubs) or the full screen's rest. */
export type AttentionPart = 'devices' | 'others';

/** Whose count (and whose 確認済み marks): one per organization and manager. */
export const attentionKeyOf = (organizationId: number, managerId: number): string =>
  `attention-marks.${organizationId}.${managerId}`;

/**
 * 要対応's count beside its menu entry and on the lock list's line, for the session (one instance per container):
 * the open items (not 確認済み today) the lock list found in what it read (batteries, the session's hubs), plus the
 * rest once the 要対応 screen has read it (its PINs, cards, groups, guests). Nothing is read for it.
 */
@injectable()
export class AttentionCount {
  private readonly counts = new Map<string, Partial<Record<AttentionPart, number>>>();
  private readonly listeners = new Set<() => void>();

  constructor(@inject(AuthStore) private readonly auth: AuthStore) {}

  tell(key: string | null, part: AttentionPart, count: number): void {
    if (key === null) return;
    this.counts.set(key, { ...this.counts.get(key), [part]: count });
    this.listeners.forEach((listener) => listener());
  }

  /** The signed-in manager's count in their current organization; null until the lock list or the screen read. */
  readonly current = (): number | null => {
    const record = this.auth.load();
    const organizationId = record?.currentOrganization?.id;
    const parts =
      record && organizationId != null ? this.counts.get(attentionKeyOf(organizationId, record.me.id)) : null;
    return parts?.devices === undefined ? null : parts.devices + (parts.others ?? 0);
  };

  /** For useSyncExternalStore: the listener is called at each count told. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

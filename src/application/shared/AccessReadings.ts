import { inject, injectable } from 'inversify';
import type { OrganizationId } from '../../domain/shared/ids';
import { TabWrites, type WriteTopic } from './TabWrites';

/** What an access view read, and when: shown with its read time and a 'read again' button. */
export interface Reading<T> {
  readonly value: T;
  readonly readAt: Date;
  /** What the screen says about the reading: a list whose server total differed from the rows read (paging.ts). */
  readonly notices?: ReadonlyArray<string>;
}

/** The key of 扉の状態's reading: it shows the locks and their doors, none of who may open them. */
export const DOORS_VIEW = 'doors';

/** Whether a write of this topic changes what the view shows. */
const shows = (view: string, topic: WriteTopic): boolean => topic === 'locks' || view !== DOORS_VIEW;

/**
 * The access views' readings, kept for the session (this tab, until it reloads): reading a large
 * organization costs hundreds of calls, so coming back to a view shows what was read, with the time it
 * was read, and the manager reads again when they want the present. Keyed by organization, so a switch
 * never shows another organization's doors. One instance per container (bound in singleton scope).
 *
 * A write of this tab that a reading shows (TabWrites: a membership, a group, a lock's key groups, a PIN, a card, a
 * guest, a lock's settings) forgets it, so the next open of that view reads again: the manager who just removed
 * someone is never shown the door they still had. A reading that was under way during such a write is not kept.
 */
@injectable()
export class AccessReadings {
  private readonly readings = new Map<string, Reading<unknown>>();
  /** Writes told so far, per topic: a reading started before one its view shows is not kept. */
  private readonly written: Record<WriteTopic, number> = { locks: 0, access: 0 };

  constructor(@inject(TabWrites) writes: TabWrites) {
    writes.onWrite((topic) => this.forget(topic));
  }

  private static key(organizationId: OrganizationId, view: string): string {
    return `${organizationId}:${view}`;
  }

  private static viewOf(key: string): string {
    return key.slice(key.indexOf(':') + 1);
  }

  get<T>(organizationId: OrganizationId, view: string): Reading<T> | undefined {
    return this.readings.get(AccessReadings.key(organizationId, view)) as Reading<T> | undefined;
  }

  keep<T>(organizationId: OrganizationId, view: string, reading: Reading<T>): void {
    this.readings.set(AccessReadings.key(organizationId, view), reading);
  }

  /** Call before reading: the answer says, once the reading ends, whether a write it shows came in the meantime. */
  watch(view: string): () => boolean {
    const before = this.writesShownBy(view);
    return () => this.writesShownBy(view) !== before;
  }

  private writesShownBy(view: string): number {
    return this.written.locks + (shows(view, 'access') ? this.written.access : 0);
  }

  private forget(topic: WriteTopic): void {
    this.written[topic] += 1;
    for (const key of [...this.readings.keys()])
      if (shows(AccessReadings.viewOf(key), topic)) this.readings.delete(key);
  }

  /** Signing out forgets everything read. */
  clear(): void {
    this.readings.clear();
  }
}

import { injectable } from 'inversify';
import type { OrganizationId } from '../../domain/shared/ids';

/** What an access view read, and when: shown with its read time and a 'read again' button. */
export interface Reading<T> {
  readonly value: T;
  readonly readAt: Date;
  /** What the screen says about the reading: a list whose server total differed from the rows read (paging.ts). */
  readonly notices?: ReadonlyArray<string>;
}

/**
 * The access views' readings, kept for the session (this tab, until it reloads): reading a large
 * organization costs hundreds of calls, so coming back to a view shows what was read, with the time it
 * was read, and the manager reads again when they want the present. Keyed by organization, so a switch
 * never shows another organization's doors. One instance per container (bound in singleton scope).
 */
@injectable()
export class AccessReadings {
  private readonly readings = new Map<string, Reading<unknown>>();

  private static key(organizationId: OrganizationId, view: string): string {
    return `${organizationId}:${view}`;
  }

  get<T>(organizationId: OrganizationId, view: string): Reading<T> | undefined {
    return this.readings.get(AccessReadings.key(organizationId, view)) as Reading<T> | undefined;
  }

  keep<T>(organizationId: OrganizationId, view: string, reading: Reading<T>): void {
    this.readings.set(AccessReadings.key(organizationId, view), reading);
  }

  /** Signing out forgets everything read. */
  clear(): void {
    this.readings.clear();
  }
}

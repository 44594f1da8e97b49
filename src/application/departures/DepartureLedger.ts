import { bindingScopeValues, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import type { DepartureRecord } from '../../domain/departures/record';
import type { OrganizationId } from '../../domain/shared/ids';

/**
 * The departure records of this tab's session, one per person (the latest): a manager who leaves the screen
 * mid-way finds what is done and what is not when they come back to the person. One instance per container
 * (singleton by its decorator: the use cases that share it resolve by autobind). Records stay until the tab reloads;
 * the CSV is the lasting record.
 */
@injectable(bindingScopeValues.Singleton)
export class DepartureLedger {
  private readonly records = new Map<string, DepartureRecord>();
  private readonly listeners = new Set<(record: DepartureRecord) => void>();

  private static key(organizationId: OrganizationId, guestId: GuestId): string {
    return `${organizationId}:${guestId}`;
  }

  get(organizationId: OrganizationId, guestId: GuestId): DepartureRecord | undefined {
    return this.records.get(DepartureLedger.key(organizationId, guestId));
  }

  keep(record: DepartureRecord): void {
    this.records.set(DepartureLedger.key(record.organization.id, record.guest.id), record);
    this.listeners.forEach((listener) => listener(record));
  }

  /** Every change of any record (a screen shows the one of its person); the answer stops listening. */
  onChange(listener: (record: DepartureRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

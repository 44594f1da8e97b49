import { inject, injectable } from 'inversify';
import { BrowserStorage } from './BrowserStorage';
import type { InvoiceRequestFlag } from '../../application/organization/ports/InvoiceRequestFlag';
import type { OrganizationId } from '../../domain/shared/ids';

/** The flag named invoice (account-billing-signup §2), per organization: a JSON list of organization ids. */
export const INVOICE_FLAG_KEY = 'invoice';

@injectable()
export class LocalStorageInvoiceRequestFlag implements InvoiceRequestFlag {
  constructor(@inject(BrowserStorage) private readonly storage: Storage) {}

  private read(): number[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(INVOICE_FLAG_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((x): x is number => typeof x === 'number') : [];
    } catch {
      // a damaged flag counts as none: the server's invoice_requesting still guards the change
      return [];
    }
  }

  private write(ids: number[]): void {
    if (ids.length === 0) this.storage.removeItem(INVOICE_FLAG_KEY);
    else this.storage.setItem(INVOICE_FLAG_KEY, JSON.stringify(ids));
  }

  isSet(organizationId: OrganizationId): boolean {
    return this.read().includes(organizationId);
  }

  set(organizationId: OrganizationId): void {
    if (!this.isSet(organizationId)) this.write([...this.read(), organizationId]);
  }

  clear(organizationId: OrganizationId): void {
    this.write(this.read().filter((id) => id !== organizationId));
  }
}

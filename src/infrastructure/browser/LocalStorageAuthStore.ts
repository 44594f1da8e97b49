import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { BrowserStorage } from './BrowserStorage';
import type { AuthRecordWatch, SessionEnding } from '../../application/ports/AuthRecordWatch';
import { DRAFT_KEY_PREFIX, tabStorage } from './SessionStorageFormDraftStore';
import type { AuthStore } from '../../application/ports/AuthStore';
import type { AuthRecord } from '../../domain/session/session';

export const AUTH_STORAGE_KEY = 'qrio-console.auth';
/**
 * Set by a logout, removed by a sign-in: tells the other tabs that the session they see gone was
 * logged out (their drafts go too) and not expired by a 401 (their drafts stay for the next sign-in).
 */
export const LOGGED_OUT_KEY = 'qrio-console.logged-out';

const Summary = t.type({
  id: t.union([t.number, t.null]),
  name: t.string,
  organizationType: t.keyof({ card: null, invoice: null, sales_invoice: null, agent: null, other: null }),
});
const Record_ = t.type({
  token: t.string,
  me: t.type({ id: t.number, name: t.string, email: t.string }),
  currentOrganization: t.union([Summary, t.null]),
  organizations: t.array(Summary),
});

/**
 * The auth record in localStorage; a record that does not decode counts as no session. Every tab
 * shares it: the browser's storage event tells the other tabs when one writes it (AuthRecordWatch).
 */
@injectable()
export class LocalStorageAuthStore implements AuthStore, AuthRecordWatch {
  constructor(@inject(BrowserStorage) private readonly storage: Storage) {}

  load(): AuthRecord | null {
    const raw = this.storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    try {
      const decoded = Record_.decode(JSON.parse(raw));
      return E.isRight(decoded) ? decoded.right : null;
    } catch {
      return null;
    }
  }

  onChangedElsewhere(listener: (record: AuthRecord | null, ended: SessionEnding) => void): () => void {
    // no window: node tests, where no other tab exists
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage (a logout there clears the session too)
      if (event.storageArea !== this.storage || (event.key !== AUTH_STORAGE_KEY && event.key !== null)) return;
      const record = this.load();
      listener(
        record,
        record !== null
          ? null
          : this.storage.getItem(LOGGED_OUT_KEY) !== null || event.key === null
            ? 'logout'
            : 'expiry',
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  save(record: AuthRecord): void {
    this.storage.removeItem(LOGGED_OUT_KEY);
    this.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
  }

  clear(): void {
    // the mark goes first: the other tabs read it when they hear the record removed
    this.storage.setItem(LOGGED_OUT_KEY, '1');
    this.storage.removeItem(AUTH_STORAGE_KEY);
    // nothing of a session may survive logout in any browser storage: the drafts go too (the next
    // person at the computer must not see them)
    tabStorage()?.clear();
  }

  expire(): void {
    this.storage.removeItem(AUTH_STORAGE_KEY);
    const tab = tabStorage();
    if (!tab) return;
    // everything of the session but this tab's drafts, which the manager gets back after signing in again
    const keys = Array.from({ length: tab.length }, (_, i) => tab.key(i)).filter(
      (k): k is string => k !== null && !k.startsWith(DRAFT_KEY_PREFIX),
    );
    keys.forEach((key) => tab.removeItem(key));
  }
}

import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { BrowserStorage } from './BrowserStorage';
import type { AuthRecordWatch, SessionEnding } from '../../application/ports/AuthRecordWatch';
import { DRAFT_KEY_PREFIX, tabStorage } from './SessionStorageFormDraftStore';
import { ANOTHER_ACCOUNT, type AuthStore } from '../../application/ports/AuthStore';
import { SIGNUP_DRAFT_KEY } from './signupDraftKey';
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
  /**
   * The manager this tab shows (in memory: one per tab), undefined until it has read or written a session. The
   * record is shared by every tab; this is not: a sign-in as another manager elsewhere is not this tab's until it
   * follows.
   */
  private shown: number | undefined;

  constructor(@inject(BrowserStorage) private readonly storage: Storage) {}

  tokenForThisTab(): string | null | typeof ANOTHER_ACCOUNT {
    const record = this.load();
    if (record === null) return null;
    this.shown ??= record.me.id;
    return record.me.id === this.shown ? record.token : ANOTHER_ACCOUNT;
  }

  follow(): void {
    this.shown = this.load()?.me.id;
  }

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
    this.shown = record.me.id;
  }

  clear(): void {
    // the mark goes first: the other tabs read it when they hear the record removed
    this.storage.setItem(LOGGED_OUT_KEY, '1');
    this.storage.removeItem(AUTH_STORAGE_KEY);
    // nothing of a session may survive logout in any browser storage: the drafts go too (the next
    // person at the computer must not see them), the sign-up wizard's with them
    this.storage.removeItem(SIGNUP_DRAFT_KEY);
    tabStorage()?.clear();
    this.shown = undefined;
  }

  expire(): void {
    this.storage.removeItem(AUTH_STORAGE_KEY);
    // the next sign-in on this tab may be another manager's: the drafts are keyed by manager, the calls follow it
    this.shown = undefined;
    const tab = tabStorage();
    if (!tab) return;
    // everything of the session but this tab's drafts, which the manager gets back after signing in again
    const keys = Array.from({ length: tab.length }, (_, i) => tab.key(i)).filter(
      (k): k is string => k !== null && !k.startsWith(DRAFT_KEY_PREFIX),
    );
    keys.forEach((key) => tab.removeItem(key));
  }
}

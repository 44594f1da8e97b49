import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthRecord } from '../../../src/domain/session/session';
import { AUTH_STORAGE_KEY, LocalStorageAuthStore } from '../../../src/infrastructure/browser/LocalStorageAuthStore';
import { MemoryStorage } from '../../support/MemoryStorage';

const organizations = [
  { id: 1, name: '株式会社キュリオデモ', organizationType: 'card' as const },
  { id: 2, name: 'デモ不動産合同会社', organizationType: 'invoice' as const },
];
const record = (current: number): AuthRecord => ({
  token: 't',
  me: { id: 1, name: '山田 太郎', email: 'manager@example.jp' },
  currentOrganization: organizations[current - 1] ?? null,
  organizations,
});

/** What the browser does in the other tabs when one tab writes localStorage. */
const storageEvent = (key: string | null, storageArea: Storage): Event =>
  Object.assign(new Event('storage'), { key, storageArea });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the auth record as other tabs change it', () => {
  it("tells this tab the record another tab stored: a switch, then a logout; other keys and other storages are not the record's", () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = new MemoryStorage();
    const thisTab = new LocalStorageAuthStore(storage);
    const otherTab = new LocalStorageAuthStore(storage);
    otherTab.save(record(1));
    const heard: Array<number | null> = [];
    const stop = thisTab.onChangedElsewhere((stored) => heard.push(stored?.currentOrganization?.id ?? null));
    otherTab.save(record(2));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    window.dispatchEvent(storageEvent('qrio-console.demo-world.revision', storage));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, new MemoryStorage()));
    otherTab.clear();
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    stop();
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    expect(heard).toEqual([2, null]);
  });

  it("says how another tab's session ended: a logout there (drafts go everywhere) or a 401 there (drafts stay); a sign-in takes the logout mark away", () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = new MemoryStorage();
    const thisTab = new LocalStorageAuthStore(storage);
    const otherTab = new LocalStorageAuthStore(storage);
    const heard: Array<[number | null, string | null]> = [];
    thisTab.onChangedElsewhere((stored, ended) => heard.push([stored?.currentOrganization?.id ?? null, ended]));
    otherTab.save(record(1));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    otherTab.expire();
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    otherTab.save(record(2));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    otherTab.clear();
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    otherTab.save(record(1));
    otherTab.expire();
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, storage));
    expect(heard).toEqual([
      [1, null],
      [null, 'expiry'],
      [2, null],
      [null, 'logout'],
      [null, 'expiry'],
    ]);
  });

  it('a whole storage cleared in another tab (key null) is heard as no session', () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = new MemoryStorage();
    const heard: Array<[AuthRecord | null, string | null]> = [];
    new LocalStorageAuthStore(storage).onChangedElsewhere((stored, ended) => heard.push([stored, ended]));
    window.dispatchEvent(storageEvent(null, storage));
    expect(heard).toEqual([[null, 'logout']]);
  });
});

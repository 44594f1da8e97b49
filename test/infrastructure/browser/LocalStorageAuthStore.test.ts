import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  LOGGED_OUT_KEY,
  LocalStorageAuthStore,
} from '../../../src/infrastructure/browser/LocalStorageAuthStore';
import { MemoryStorage } from '../../support/MemoryStorage';

const record = {
  token: 't',
  me: { id: 1, name: '山田 太郎', email: 'manager@example.jp' },
  currentOrganization: { id: 1, name: '株式会社キュリオデモ', organizationType: 'card' as const },
  organizations: [{ id: 1, name: '株式会社キュリオデモ', organizationType: 'card' as const }],
};

describe('the locally kept auth record', () => {
  it('round-trips', () => {
    const store = new LocalStorageAuthStore(new MemoryStorage());
    store.save(record);
    expect(store.load()).toEqual(record);
  });

  it('a tampered or damaged record counts as no session', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageAuthStore(storage);
    storage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(store.load()).toBeNull();
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...record, token: 42 }));
    expect(store.load()).toBeNull();
  });

  it('clear leaves nothing of the session behind, only the mark that tells the other tabs it was a logout', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageAuthStore(storage);
    store.save(record);
    store.clear();
    expect(storage.length).toBe(1);
    expect(storage.getItem(LOGGED_OUT_KEY)).toBe('1');
    store.save(record);
    expect(storage.getItem(LOGGED_OUT_KEY)).toBeNull();
  });
});

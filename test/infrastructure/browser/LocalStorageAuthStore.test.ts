import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, LocalStorageAuthStore } from '../../../src/infrastructure/browser/LocalStorageAuthStore';
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

  it('clear leaves nothing behind', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageAuthStore(storage);
    store.save(record);
    store.clear();
    expect(storage.length).toBe(0);
  });
});

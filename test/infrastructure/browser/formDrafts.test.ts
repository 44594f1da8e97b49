import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Logout } from '../../../src/application/session/Logout';
import { RefreshAhead } from '../../../src/application/session/RefreshAhead';
import { RefreshSession } from '../../../src/application/session/RefreshSession';
import { SystemClock } from '../../../src/infrastructure/browser/SystemClock';
import { DRAFT_MAX_AGE_MS, draftableValues, isSecretField, type DraftKey } from '../../../src/domain/shared/formDraft';
import { AUTH_STORAGE_KEY, LocalStorageAuthStore } from '../../../src/infrastructure/browser/LocalStorageAuthStore';
import {
  DRAFT_KEY_PREFIX,
  SessionStorageFormDraftStore,
} from '../../../src/infrastructure/browser/SessionStorageFormDraftStore';
import type { SessionGateway } from '../../../src/application/session/ports/SessionGateway';
import { MemoryStorage } from '../../support/MemoryStorage';
import { AccessReadings } from '../../../src/application/shared/AccessReadings';
import { TabWrites } from '../../../src/application/shared/TabWrites';

const record = {
  token: 't',
  me: { id: 1, name: '山田 太郎', email: 'manager@example.jp' },
  currentOrganization: { id: 1, name: '株式会社キュリオデモ', organizationType: 'card' as const },
  organizations: [{ id: 1, name: '株式会社キュリオデモ', organizationType: 'card' as const }],
};

const GUEST_EDIT: DraftKey = { managerId: 1, organizationId: 1, path: '/guests/2', formId: 'guest-edit' };
/** A draft of the name only, typed over 鈴木 美咲. */
const named = (name: string) => ({ typed: { name }, base: { name: '鈴木 美咲' } });

class SteppedClock {
  constructor(public time = Date.parse('2026-11-25T10:00:00+09:00')) {}
  now(): Date {
    return new Date(this.time);
  }
}

const setUp = () => {
  const tab = new MemoryStorage();
  vi.stubGlobal('sessionStorage', tab);
  const clock = new SteppedClock();
  const drafts = new SessionStorageFormDraftStore(() => tab, clock);
  const local = new MemoryStorage();
  const auth = new LocalStorageAuthStore(local);
  return { tab, clock, drafts, local, auth };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('drafts of unsaved input: this tab only, 30 minutes, no secrets, kept by a 401, dropped by a logout', () => {
  it('a draft comes back for the same manager, organization, route and form, and for no other', () => {
    const { drafts } = setUp();
    const draft = { typed: { name: '鈴木 美咲（新）', groupIds: ['3'] }, base: { name: '鈴木 美咲', groupIds: [] } };
    drafts.save(GUEST_EDIT, draft);
    expect(drafts.load(GUEST_EDIT)).toEqual(draft);
    // another manager signing in on this tab (after a session expiry) never gets it
    expect(drafts.load({ ...GUEST_EDIT, managerId: 2 })).toBeNull();
    expect(drafts.load({ ...GUEST_EDIT, organizationId: 2 })).toBeNull();
    expect(drafts.load({ ...GUEST_EDIT, path: '/guests/3' })).toBeNull();
    expect(drafts.load({ ...GUEST_EDIT, formId: 'other' })).toBeNull();
  });

  it('lives at most 30 minutes: an older draft is gone from the storage, not only ignored', () => {
    const { drafts, clock, tab } = setUp();
    drafts.save(GUEST_EDIT, named('下書き'));
    clock.time += DRAFT_MAX_AGE_MS;
    expect(drafts.load(GUEST_EDIT)).toEqual(named('下書き'));
    clock.time += 1;
    expect(drafts.load(GUEST_EDIT)).toBeNull();
    expect(tab.length).toBe(0);
  });

  it('never holds a password, card data, an API token or PIN digits, at any depth, whatever the form asks', () => {
    const { drafts, tab } = setUp();
    const values = {
      name: '山田',
      password: 'Passw0rd',
      passwordConfirmation: 'Passw0rd',
      newPassword: 'x',
      cardNumber: '4242424242424242',
      cvc: '123',
      expMonth: '12',
      token: 'tok_abc',
      apiToken: 'secret',
      pin: '1234',
      entries: [{ pin: '9999', pinCode: '1', name: '鍵1', expiry: { fromDate: '2026-11-25' } }],
      code: '123456',
      postalCode: '1000001',
    };
    drafts.save(GUEST_EDIT, { typed: values, base: values });
    const kept = JSON.stringify(JSON.parse(tab.getItem(tab.key(0) ?? '') ?? 'null'));
    for (const secret of ['Passw0rd', '4242', 'tok_abc', 'secret', '1234', '9999', '123456', '"123"'])
      expect(kept).not.toContain(secret);
    const allowed = {
      name: '山田',
      entries: [{ name: '鍵1', expiry: { fromDate: '2026-11-25' } }],
      postalCode: '1000001',
    };
    expect(drafts.load(GUEST_EDIT)).toEqual({ typed: allowed, base: allowed });
    expect(
      [
        'password',
        'newPassword',
        'card_number',
        'cardNumber',
        'cvc',
        'token',
        'apiToken',
        'pin',
        'pinCode',
        'code',
      ].every(isSecretField),
    ).toBe(true);
    expect(['name', 'email', 'postalCode', 'groupIds', 'expiry', 'lockName', 'memo'].some(isSecretField)).toBe(false);
    expect(draftableValues({ name: 'a', email: 'b' }, ['name'])).toEqual({ name: 'a' });
  });

  it('a draft is removed on a successful save (drop)', () => {
    const { drafts } = setUp();
    drafts.save(GUEST_EDIT, named('下書き'));
    drafts.drop(GUEST_EDIT);
    expect(drafts.load(GUEST_EDIT)).toBeNull();
  });

  it("survives the 401's clearing of the session (expire), which still removes the record and the rest of the tab's session", () => {
    const { drafts, tab, local, auth } = setUp();
    auth.save(record);
    tab.setItem('qrio-console.something-of-the-session', 'x');
    drafts.save(GUEST_EDIT, named('下書き'));
    auth.expire();
    expect(local.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(auth.load()).toBeNull();
    expect(tab.getItem('qrio-console.something-of-the-session')).toBeNull();
    expect(drafts.load(GUEST_EDIT)).toEqual(named('下書き'));
  });

  it('is dropped by a logout (the next person at the computer must not see it)', async () => {
    const { drafts, tab, auth } = setUp();
    auth.save(record);
    drafts.save(GUEST_EDIT, named('下書き'));
    const gateway = { logout: async () => E.right(undefined) } as unknown as SessionGateway;
    await new Logout(gateway, auth, new AccessReadings(new TabWrites())).execute();
    expect(drafts.load(GUEST_EDIT)).toBeNull();
    expect(
      Array.from({ length: tab.length }, (_, i) => tab.key(i)).filter((k) => k?.startsWith(DRAFT_KEY_PREFIX)),
    ).toEqual([]);
  });

  it('the guard that finds the session refused (401) keeps the drafts too', async () => {
    const { drafts, auth } = setUp();
    auth.save(record);
    drafts.save(GUEST_EDIT, named('下書き'));
    const gateway = { fetchMe: async () => E.left({ _tag: 'Unauthorized' }) } as unknown as SessionGateway;
    expect((await new RefreshSession(gateway, auth, new RefreshAhead(gateway, new SystemClock())).execute()).kind).toBe(
      'to-login',
    );
    expect(auth.load()).toBeNull();
    expect(drafts.load(GUEST_EDIT)).toEqual(named('下書き'));
  });

  it("an older build's draft (every value, no base) is removed, never restored over a record", () => {
    const { drafts, tab } = setUp();
    tab.setItem(
      `${DRAFT_KEY_PREFIX}1:1:/guests/2:guest-edit`,
      JSON.stringify({ savedAt: Date.parse('2026-11-25T10:00:00+09:00'), values: { name: '古い形の下書き' } }),
    );
    expect(drafts.load(GUEST_EDIT)).toBeNull();
    expect(tab.length).toBe(0);
  });

  it('no storage (refused by the browser): nothing is kept and nothing breaks', () => {
    const drafts = new SessionStorageFormDraftStore(() => null, new SteppedClock());
    drafts.save(GUEST_EDIT, named('x'));
    expect(drafts.load(GUEST_EDIT)).toBeNull();
  });
});

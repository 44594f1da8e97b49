import { describe, expect, it } from 'vitest';
import { ClearSignupDraft } from '../../../src/application/signup/ClearSignupDraft';
import { LoadSignupDraft } from '../../../src/application/signup/LoadSignupDraft';
import { SaveSignupDraft } from '../../../src/application/signup/SaveSignupDraft';
import { EMPTY_DRAFT, type SignupDraft } from '../../../src/domain/signup/draft';
import { Logout } from '../../../src/application/session/Logout';
import { BACKENDS, signedIn } from '../../support/backends';

describe.each(BACKENDS)('the sign-up draft of a mail link on the %s backend', (_name, makeBackend) => {
  it('is kept per link until the application is sent', () => {
    const backend = makeBackend();
    const load = backend.container.get(LoadSignupDraft);
    const save = backend.container.get(SaveSignupDraft);
    const clear = backend.container.get(ClearSignupDraft);
    const draft: SignupDraft = { ...EMPTY_DRAFT, step: 3, delivery: 'different', payment: 'card' };
    expect(load.execute('link-a')).toBeUndefined();
    save.execute('link-a', draft);
    expect(load.execute('link-a')).toEqual(draft);
    // another mail link has its own draft
    expect(load.execute('link-b')).toBeUndefined();
    clear.execute('link-a');
    expect(load.execute('link-a')).toBeUndefined();
  });
});

describe.each(BACKENDS)(
  'the sign-up draft is no secret and does not outlive its week on the %s backend',
  (_name, makeBackend) => {
    const draft: SignupDraft = { ...EMPTY_DRAFT, step: 3, delivery: 'different', payment: 'card' };

    it('is not keyed by the mail-link token, and holds no token', () => {
      const backend = makeBackend();
      backend.container.get(SaveSignupDraft).execute('signup-secret-token-123', draft);
      const keys = Array.from({ length: backend.storage.length }, (_, i) => backend.storage.key(i) ?? '');
      expect(keys.filter((k) => k.includes('signup-secret-token-123'))).toEqual([]);
      expect(keys.map((k) => backend.storage.getItem(k) ?? '').join()).not.toContain('signup-secret-token-123');
      expect(backend.container.get(LoadSignupDraft).execute('signup-secret-token-123')).toEqual(draft);
    });

    it('is gone after 7 days (removed from the storage, not only ignored)', () => {
      const backend = makeBackend();
      backend.container.get(SaveSignupDraft).execute('link-a', draft);
      backend.clock.advance(7 * 24 * 60 * 60 * 1000);
      expect(backend.container.get(LoadSignupDraft).execute('link-a')).toEqual(draft);
      backend.clock.advance(1);
      expect(backend.container.get(LoadSignupDraft).execute('link-a')).toBeUndefined();
      expect(backend.storage.getItem('qrio-console.signup-draft')).toBeNull();
    });

    it('is dropped by a logout', async () => {
      const backend = await signedIn(makeBackend);
      backend.container.get(SaveSignupDraft).execute('link-a', draft);
      await backend.container.get(Logout).execute();
      expect(backend.container.get(LoadSignupDraft).execute('link-a')).toBeUndefined();
    });

    it("an older build's draft under the token's key is removed when the wizard opens", () => {
      const backend = makeBackend();
      backend.storage.setItem('qrio-console.signup-draft.link-a', JSON.stringify(draft));
      expect(backend.container.get(LoadSignupDraft).execute('link-a')).toBeUndefined();
      expect(backend.storage.getItem('qrio-console.signup-draft.link-a')).toBeNull();
    });
  },
);

import { describe, expect, it } from 'vitest';
import { ClearSignupDraft } from '../../../src/application/signup/ClearSignupDraft';
import { LoadSignupDraft } from '../../../src/application/signup/LoadSignupDraft';
import { SaveSignupDraft } from '../../../src/application/signup/SaveSignupDraft';
import { EMPTY_DRAFT, type SignupDraft } from '../../../src/domain/signup/draft';
import { BACKENDS } from '../../support/backends';

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

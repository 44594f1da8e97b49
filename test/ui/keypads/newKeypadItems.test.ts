import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadKeypad } from '../../../src/application/keypads/LoadKeypad';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { NewCardsPresenter } from '../../../src/ui/cards/NewCardsPresenter';
import { NewPinPresenter } from '../../../src/ui/pins/NewPinPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { answerNewerFirst, effectsOf, recordStates } from '../../support/presenters';

// The opening of the new-PIN and new-card screens (their submissions are tested in test/ui/pins/presenters.test.ts and
// test/ui/cards/presenters.test.ts).

afterEach(() => vi.restoreAllMocks());

describe.each([
  ['new PIN', NewPinPresenter, '暗証番号の情報を取得できませんでした。'],
  ['new cards', NewCardsPresenter, 'カード情報を取得できませんでした。'],
] as const)('the %s presenter opening', (_name, Screen, loadFailed) => {
  const make = (backend: Backend) => backend.container.get<NewPinPresenter | NewCardsPresenter>(Screen);

  it('load → success: loading → form on the keypad, nothing to tell', async () => {
    const backend = await signedIn();
    const presenter = make(backend);
    const seen = recordStates<{ readonly status: string }>(presenter, (s) => s.status);
    const effects = effectsOf(presenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    expect(seen).toEqual(['loading', 'loading', 'form']);
    expect(presenter.snapshot).toMatchObject({ status: 'form', keypad: { lockId: 1, keypad: { id: 101 } } });
    expect(effects).toEqual([]);
  });

  it('load → failure: failed with the screen sentence and an error toast', async () => {
    const backend = await signedIn();
    const presenter = make(backend);
    const effects = effectsOf(presenter);
    await presenter.open({ lockId: 999, keypadId: 1 });
    expect(presenter.snapshot).toEqual({ status: 'failed', message: loadFailed });
    expect(effects).toEqual([{ kind: 'toast', tone: 'error', message: loadFailed }]);
  });

  it('a network failure: the client-wide sentence', async () => {
    const backend = await signedIn();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = make(backend);
    await presenter.open({ lockId: 1, keypadId: 101 });
    expect(presenter.snapshot).toEqual({ status: 'failed', message: MESSAGES.networkFailed });
  });

  it('stale: a keypad answered after a newer open is dropped (no alert of the older one)', async () => {
    const backend = await signedIn();
    const presenter = make(backend);
    const effects = effectsOf(presenter);
    await answerNewerFirst(
      LoadKeypad.prototype,
      'execute',
      () => presenter.open({ lockId: 999, keypadId: 1 }),
      () => presenter.open({ lockId: 1, keypadId: 101 }),
    );
    expect(presenter.snapshot.status).toBe('form');
    expect(effects).toEqual([]);
  });
});

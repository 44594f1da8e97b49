import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListKeypadCards } from '../../../src/application/cards/ListKeypadCards';
import { ListKeypadPins } from '../../../src/application/pins/ListKeypadPins';
import { LoadKeypad } from '../../../src/application/keypads/LoadKeypad';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { KeypadCardsPresenter } from '../../../src/ui/cards/KeypadCardsPresenter';
import { KeypadPinsPresenter } from '../../../src/ui/pins/KeypadPinsPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { failedPin } from '../../support/failedRegistrations';
import { answerNewerFirst, effectsOf, holdAnswers, recordStates, until } from '../../support/presenters';

// KeypadListPresenter is abstract: its four cases are run through both screens that extend it.

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend, down = true) =>
  backend.world.write((s) => {
    s.dev.networkUp = !down;
  });
const listSummary = (s: {
  status: string;
  query: { keypadId: number; tab: string };
  total: number;
  message: string | null;
}) =>
  s.status === 'ready'
    ? `ready:${s.query.tab}:${s.total}`
    : s.status === 'failed'
      ? `failed:${s.message ?? ''}`
      : `loading:${s.query.keypadId}:${s.query.tab}`;

// the last two columns: the seeded keypad's totals on the registered and registering tabs (the
// registering tab also lists the failed ones: one registering and one failed card)
describe.each([
  ['PIN', KeypadPinsPresenter, ListKeypadPins, '暗証番号の情報を取得できませんでした。', 5, 2],
  ['card', KeypadCardsPresenter, ListKeypadCards, 'カード情報を取得できませんでした。', 2, 2],
] as const)(
  'the keypad %s list (KeypadListPresenter)',
  (_what, Screen, ListUseCase, loadFailed, registered, registering) => {
    it('load → success: loading → ready with the keypad, then the registered tab', async () => {
      const backend = await signedIn();
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      const seen = recordStates(presenter, (s) =>
        s.status === 'ready' ? `ready:${s.keypad.lockName}:${s.keypad.keypad?.id ?? ''}` : s.status,
      );
      const list = recordStates(presenter.list, listSummary);
      const effects = effectsOf(presenter);
      await presenter.open({ lockId: 1, keypadId: 101 });
      // open() starts from loading again (a second open of another keypad shows loading too)
      expect(seen).toEqual(['loading', 'loading', 'ready:本社 正面玄関:101']);
      // the list's initial state (no keypad yet), then the keypad's registered tab
      expect(list).toEqual(['loading:0:registered', 'loading:101:registered', `ready:registered:${registered}`]);
      expect(effects).toEqual([]);
    });

    it('load → failure: failed with the screen sentence, an error toast and back to the locks', async () => {
      const backend = await signedIn();
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      const effects = effectsOf(presenter);
      await presenter.open({ lockId: 999, keypadId: 1 });
      expect(presenter.snapshot).toEqual({ status: 'failed', message: loadFailed });
      expect(effects).toEqual([
        { kind: 'toast', tone: 'error', message: loadFailed },
        { kind: 'navigate', to: '/locks/', replace: true },
      ]);
      expect(presenter.list.snapshot.status).toBe('loading');
    });

    it('a network failure while loading the keypad says so in the client-wide sentence', async () => {
      const backend = await signedIn();
      networkDown(backend);
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      await presenter.open({ lockId: 1, keypadId: 101 });
      expect(presenter.snapshot).toEqual({ status: 'failed', message: MESSAGES.networkFailed });
    });

    it('a keypad that is not on the lock: hub-not-set, no list request', async () => {
      const backend = await signedIn();
      const held = holdAnswers(ListUseCase.prototype, 'execute');
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      await presenter.open({ lockId: 1, keypadId: 999 });
      expect(presenter.snapshot).toMatchObject({
        status: 'hub-not-set',
        keypad: { lockId: 1, keypad: null, manageable: false },
      });
      expect(held).toHaveLength(0);
    });

    it('stale: a tab answer overtaken by a newer tab is dropped; the last tab asked for shows', async () => {
      const backend = await signedIn();
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      await presenter.open({ lockId: 1, keypadId: 101 });
      const list = recordStates(presenter.list, listSummary);
      await answerNewerFirst(
        ListUseCase.prototype,
        'execute',
        () => presenter.showTab('registering'),
        () => presenter.showTab('registered'),
      );
      expect(list).toEqual([
        `ready:registered:${registered}`,
        'loading:101:registering',
        'loading:101:registered',
        `ready:registered:${registered}`,
      ]);
      expect(presenter.list.snapshot.query.tab).toBe('registered');
      // the dropped answer was a different list: the registering tab, asked for again, has its own count
      vi.restoreAllMocks();
      await presenter.showTab('registering');
      expect(listSummary(presenter.list.snapshot)).toBe(`ready:registering:${registering}`);
    });

    it('stale: a keypad answer overtaken by a newer open is dropped (the newer keypad shows, no list of the older)', async () => {
      const backend = await signedIn();
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      const effects = effectsOf(presenter);
      networkDown(backend);
      await answerNewerFirst(
        LoadKeypad.prototype,
        'execute',
        () => presenter.open({ lockId: 1, keypadId: 101 }),
        () => {
          networkDown(backend, false);
          return presenter.open({ lockId: 1, keypadId: 999 });
        },
      );
      expect(presenter.snapshot.status).toBe('hub-not-set');
      // the older answer (a network failure) neither alerted nor sent the manager back to the locks
      expect(effects).toEqual([]);
    });

    it('dispose drops a list answer still out', async () => {
      const backend = await signedIn();
      const held = holdAnswers(ListUseCase.prototype, 'execute');
      const presenter = backend.container.get<KeypadPinsPresenter | KeypadCardsPresenter>(Screen);
      const opened = presenter.open({ lockId: 1, keypadId: 101 });
      await until(() => held.length === 1, 'list');
      presenter.dispose();
      await held[0]?.release();
      await opened;
      expect(presenter.list.snapshot.status).toBe('loading');
    });
  },
);

describe('a keypad screen is made of its list and the keypad’s registration status', () => {
  it('opens the status once the keypad is there; a retry sent from it reads the list again; leaving ends both', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(KeypadPinsPresenter);
    const list = recordStates(presenter.list, (s) => s.status);
    await presenter.open({ lockId: 1, keypadId: 101 });
    await until(() => presenter.registration.snapshot.status === 'ready', 'the registration status');
    expect(list).toEqual(['loading', 'loading', 'ready']);
    const pin = await failedPin(backend);
    await presenter.registration.retryPinRegistration(pin);
    await until(() => list.length > 3 && list[list.length - 1] === 'ready', 'the list read again');
    expect(list.slice(3)).toContain('loading');
    const read = list.length;
    presenter.dispose();
    await presenter.registration.retryPinRegistration(pin);
    // the part was disposed with its screen: nothing reads the list again
    expect(list).toHaveLength(read);
  });
});

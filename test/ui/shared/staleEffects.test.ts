import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListKeypadCards } from '../../../src/application/cards/ListKeypadCards';
import { SearchGuests } from '../../../src/application/guests/SearchGuests';
import { ListKeypadPins, type KeypadPinsPage } from '../../../src/application/pins/ListKeypadPins';
import type { Outcome } from '../../../src/application/shared/AppError';
import { KeypadCardsPresenter } from '../../../src/ui/cards/KeypadCardsPresenter';
import { GroupMembersPresenter } from '../../../src/ui/groups/GroupMembersPresenter';
import { KeypadPinsPresenter } from '../../../src/ui/pins/KeypadPinsPresenter';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { type Backend, signedIn } from '../../support/backends';
import { effectsOf, holdAnswers, until } from '../../support/presenters';
import { answerByHand } from '../../support/deferred';

/**
 * The stale-answer rule of the presenter kit: an answer overtaken by a newer request (or made stale
 * by leaving the screen) is dropped before anything it would do, so it fires no toast, no navigation
 * and sets no counter. The three screens that used to act inside their list fetch, before the check.
 */
afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend, down: boolean) =>
  backend.world.write((s) => {
    s.dev.networkUp = !down;
  });

/** The demo keypad's cards screen opened, its effects recorded from then on. */
const openKeypadCards = async () => {
  const backend = await signedIn();
  const presenter = backend.container.get(KeypadCardsPresenter);
  await presenter.open({ lockId: DEMO_PINS.lock, keypadId: DEMO_PINS.keypad });
  return { backend, presenter, effects: effectsOf(presenter) };
};

describe('an overtaken answer does nothing', () => {
  it('keypad cards: an overtaken failed page neither toasts nor sends the manager back to the locks', async () => {
    const { backend, presenter, effects } = await openKeypadCards();
    const held = holdAnswers(ListKeypadCards.prototype, 'execute');
    networkDown(backend, true);
    const older = presenter.showTab('registering');
    await until(() => held.length === 1, 'registering tab');
    networkDown(backend, false);
    const newer = presenter.showTab('registered');
    await until(() => held.length === 2, 'registered tab');
    await held[1]?.release();
    await held[0]?.release();
    await Promise.all([older, newer]);
    expect(effects).toEqual([]);
    expect(presenter.list.snapshot).toMatchObject({ status: 'ready', query: { tab: 'registered' }, total: 2 });
  });

  it('keypad cards: the failed page that is current still toasts and returns to the locks', async () => {
    const { backend, presenter, effects } = await openKeypadCards();
    networkDown(backend, true);
    await presenter.showTab('registering');
    expect(effects.map((e) => e.kind)).toEqual(['toast', 'navigate']);
    expect(effects[1]).toEqual({ kind: 'navigate', to: '/locks/', replace: true });
  });

  it('keypad cards: an answer out when the screen is left does nothing', async () => {
    const { backend, presenter, effects } = await openKeypadCards();
    const held = holdAnswers(ListKeypadCards.prototype, 'execute');
    networkDown(backend, true);
    const older = presenter.showTab('registering');
    await until(() => held.length === 1, 'registering tab');
    presenter.dispose();
    await held[0]?.release();
    await older;
    expect(effects).toEqual([]);
  });

  it('keypad PINs: the count line shows the newer answer, never an overtaken one', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(KeypadPinsPresenter);
    await presenter.open({ lockId: DEMO_PINS.lock, keypadId: DEMO_PINS.keypad });
    const calls = answerByHand<Outcome<KeypadPinsPage>>(ListKeypadPins.prototype, 'execute');
    const page = (registeredCount: number): Outcome<KeypadPinsPage> =>
      E.right({
        items: [],
        total: 0,
        page: 1,
        perPage: 30,
        registeredCount,
        totalWithRegistering: registeredCount + 1,
      });
    const older = presenter.showTab('registering');
    await until(() => calls.length === 1, 'registering tab');
    const newer = presenter.showTab('registered');
    await until(() => calls.length === 2, 'registered tab');
    await calls[1]?.answer(page(7));
    await calls[0]?.answer(page(3));
    await Promise.all([older, newer]);
    expect(presenter.counts.snapshot).toEqual({ status: 'read', registered: 7, totalWithRegistering: 8 });
    expect(presenter.list.snapshot.query.tab).toBe('registered');
  });

  it('group members: the member count is the tab on screen, never an overtaken tab', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupMembersPresenter);
    presenter.open({ groupId: 1 });
    await presenter.showTab('connected');
    const connected = presenter.snapshot.memberCount;
    await presenter.showTab('unconnected');
    const unconnected = presenter.snapshot.memberCount;
    // the two tabs count differently, or the test could not tell them apart
    expect(connected).not.toBe(unconnected);
    const held = holdAnswers(SearchGuests.prototype, 'execute');
    const older = presenter.showTab('connected');
    await until(() => held.length === 1, 'connected tab');
    const newer = presenter.showTab('unconnected');
    await until(() => held.length === 2, 'unconnected tab');
    await held[1]?.release();
    await held[0]?.release();
    await Promise.all([older, newer]);
    expect(presenter.list.snapshot.query.tab).toBe('unconnected');
    expect(presenter.snapshot.memberCount).toBe(unconnected);
  });
});

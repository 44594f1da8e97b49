import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LoadRegistrationStatus,
  type RegistrationStatus,
} from '../../../src/application/registrationStatus/LoadRegistrationStatus';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import { PIN_MESSAGES } from '../../../src/domain/pins/messages';
import type { Pin } from '../../../src/domain/pins/pin';
import { MESSAGES } from '../../../src/domain/shared/messages';
import {
  RegistrationStatusPresenter,
  type RegistrationStatusState,
} from '../../../src/ui/registrationStatus/RegistrationStatusPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { effectsOf, recordStates } from '../../support/presenters';
import { SteppingScheduler } from '../../support/SteppingScheduler';
import { answerByHand } from '../../support/deferred';
import { registeringLine } from '../../../src/ui/registrationStatus/KeypadRegistrationStatus';

afterEach(() => vi.restoreAllMocks());

const setUp = async (): Promise<Backend> => {
  const backend = await signedIn();
  backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
  return backend;
};
const summary = (s: RegistrationStatusState): string =>
  s.status === 'ready'
    ? `ready:${s.registration.pinsRegistering}/${s.registration.cardsRegistering}:${s.registration.failedPins.map((p) => p.name).join('+')}`
    : s.status === 'failed'
      ? `failed:${s.message}`
      : s.status;
const failedPin = (id: number, name: string): Pin => ({
  id,
  name,
  pin: '1357',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'failed',
});
/** A settled keypad (nothing registering, so no watch starts) told apart by its one failed PIN. */
const settledWith = (pin: Pin): RegistrationStatus => ({
  pinsRegistering: 0,
  cardsRegistering: 0,
  failedPins: [pin],
  failedCards: [],
});

describe('★ the registration status presenter: failure and stale', () => {
  it('failure: the network down ends failed with the network sentence, nothing settled', async () => {
    const backend = await setUp();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = backend.container.get(RegistrationStatusPresenter);
    const seen = recordStates(presenter, summary);
    let settled = 0;
    presenter.changed$.subscribe(() => {
      settled += 1;
    });
    await presenter.open({ keypadId: 101 });
    expect(seen).toEqual(['loading', `failed:${MESSAGES.networkFailed}`]);
    expect(settled).toBe(0);
  });

  it('failure: a keypad list the server cannot give shows the PIN load sentence', async () => {
    const backend = await setUp();
    const calls = answerByHand<Outcome<RegistrationStatus>>(LoadRegistrationStatus.prototype, 'execute');
    const presenter = backend.container.get(RegistrationStatusPresenter);
    const open = presenter.open({ keypadId: 101 });
    // the read starts in a task of its own (nextTask): a lock list's keypads do not start theirs all in one
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls.map((c) => c.args)).toEqual([[101]]));
    await calls[0]?.answer(E.left(AppErrors.unavailable(PIN_MESSAGES.loadFailed)));
    await open;
    expect(presenter.snapshot).toEqual({ status: 'failed', message: '暗証番号の情報を取得できませんでした。' });
  });

  it('stale: the first keypad answering after a second keypad was opened is dropped; the second keypad shows', async () => {
    const backend = await setUp();
    const calls = answerByHand<Outcome<RegistrationStatus>>(LoadRegistrationStatus.prototype, 'execute');
    const presenter = backend.container.get(RegistrationStatusPresenter);
    const seen = recordStates(presenter, summary);
    const first = presenter.open({ keypadId: 101 });
    const second = presenter.open({ keypadId: 102 });
    await vi.waitFor(() => expect(calls.map((c) => c.args)).toEqual([[101], [102]]));
    await calls[1]?.answer(E.right(settledWith(failedPin(2, '外側'))));
    await calls[0]?.answer(E.right(settledWith(failedPin(1, '内側'))));
    await Promise.all([first, second]);
    expect(seen).toEqual(['loading', 'ready:0/0:外側']);
  });

  it('stale: an older failure answering after the newer keypad loaded does not replace it', async () => {
    const backend = await setUp();
    const calls = answerByHand<Outcome<RegistrationStatus>>(LoadRegistrationStatus.prototype, 'execute');
    const presenter = backend.container.get(RegistrationStatusPresenter);
    const opens = [presenter.open({ keypadId: 101 }), presenter.open({ keypadId: 102 })];
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await calls[1]?.answer(E.right(settledWith(failedPin(2, '外側'))));
    await calls[0]?.answer(E.left(AppErrors.unavailable()));
    await Promise.all(opens);
    expect(summary(presenter.snapshot)).toBe('ready:0/0:外側');
  });
});

describe('★ the registration status presenter: 再登録 of a failed card', () => {
  const NOT_NAMED =
    'カード「カード006」（利用者：佐々木 剛）は、同じカード名・利用者のカードが組織に複数あり、どのカードか特定できなかったため、再登録していません。失敗したカードを削除してから、「カードを追加」で登録し直してください。';

  it('a card its name and user cannot name: the toast, and the reason kept under its row until a retry goes through', async () => {
    const backend = await setUp();
    // another 佐々木 剛 with a card also named カード006: the failed row (card 6) cannot be told from it
    backend.world.write((s) => {
      const owner = s.guests.find((g) => g.id === 13);
      if (!owner) throw new Error('guest 13 is seeded');
      s.guests.push({ ...owner, id: 900, email: 'sasaki2@example.jp', verifyCode: 'V900' });
      s.cardMasters.push({ id: 900, organizationId: 1, name: 'カード006', guestId: 900, createdAt: owner.createdAt });
    });
    const presenter = backend.container.get(RegistrationStatusPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ keypadId: 101 });
    const state = presenter.snapshot;
    const card = state.status === 'ready' ? state.registration.failedCards[0] : undefined;
    if (!card) throw new Error('no failed card');
    await presenter.retryCardRegistration(card);
    expect(effects).toEqual([{ kind: 'toast', tone: 'error', message: NOT_NAMED }]);
    expect(presenter.snapshot).toMatchObject({ status: 'ready', cardNotes: { [card.id]: NOT_NAMED } });
    backend.world.write((s) => {
      s.cardMasters = s.cardMasters.filter((c) => c.id !== 900);
    });
    await presenter.retryCardRegistration(card);
    expect(effects.at(-1)).toEqual({ kind: 'toast', tone: 'success', message: 'カードの再登録を受け付けました。' });
    expect(presenter.snapshot).toMatchObject({ status: 'ready', cardNotes: {} });
  });
});

describe('the line of what is still registering', () => {
  const both = { pinsRegistering: 1, cardsRegistering: 1 };
  it("a keypad's screen says it whole; a lock panel (compact) in one short line", () => {
    expect(registeringLine(both, { pins: true, cards: true, compact: false })).toBe(
      '暗証番号1件・カード1枚をキーパッドに反映しています…',
    );
    expect(registeringLine(both, { pins: true, cards: true, compact: true })).toBe('暗証番号1件・カード1枚を反映中…');
  });
  it('names only the kinds shown and those with something registering', () => {
    expect(
      registeringLine({ pinsRegistering: 3, cardsRegistering: 2 }, { pins: true, cards: false, compact: true }),
    ).toBe('暗証番号3件を反映中…');
    expect(
      registeringLine({ pinsRegistering: 0, cardsRegistering: 2 }, { pins: true, cards: true, compact: false }),
    ).toBe('カード2枚をキーパッドに反映しています…');
  });
});

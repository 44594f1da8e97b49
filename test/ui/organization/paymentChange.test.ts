import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestInvoicePayment } from '../../../src/application/organization/RequestInvoicePayment';
import {
  PaymentCardProvider,
  type PaymentCardHolder,
  type PaymentCardProviderUnavailable,
  type PaymentCardSession,
  type PaymentCardTokenError,
  type SecureFieldsState,
} from '../../../src/application/organization/ports/PaymentCardProvider';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { FAKE_PROVIDER_MESSAGES } from '../../../src/infrastructure/memory/organization/fakePaymentCard';
import { FakePaymentCardSession } from '../../../src/infrastructure/memory/organization/FakePaymentCardProvider';
import { PaymentChangePresenter, type PaymentChangeState } from '../../../src/ui/organization/PaymentChangePresenter';
import { type Backend, signedIn } from '../../support/backends';
import { effectsOf, holdAnswers, recordStates, until } from '../../support/presenters';
import { deferred, type Deferred } from '../../support/deferred';

afterEach(() => vi.restoreAllMocks());

type Loaded = E.Either<PaymentCardProviderUnavailable, PaymentCardSession>;

/** The provider's secure fields as a test types into them: the world's fake card checks behind them. */
class TypedSession implements PaymentCardSession {
  readonly calls: string[] = [];
  private onChange: (state: SecureFieldsState) => void = () => undefined;
  constructor(private readonly fake: FakePaymentCardSession) {}
  mount(_targets: unknown, onChange: (state: SecureFieldsState) => void): void {
    this.calls.push('mount');
    this.onChange = onChange;
  }
  type(number: string): void {
    this.fake.enter({ number, expiry: '12/30', cvc: '123' });
    this.onChange({ numberComplete: true, expiryComplete: true, cvcComplete: true });
  }
  createToken(holder: PaymentCardHolder): Promise<E.Either<PaymentCardTokenError, string>> {
    this.calls.push('createToken');
    return this.fake.createToken(holder);
  }
  clear(): void {
    this.calls.push('clear');
    this.fake.clear();
  }
  destroy(): void {
    this.calls.push('destroy');
  }
}

/** The card provider with its load held back until the test lets it answer. */
const heldProvider = (backend: Backend) => {
  const loads: Array<Deferred<Loaded>> = [];
  const session = new TypedSession(new FakePaymentCardSession(backend.world, () => Promise.resolve(true)));
  backend.container.rebind(PaymentCardProvider).toConstantValue({
    load: () => {
      const answer = deferred<Loaded>();
      loads.push(answer);
      return answer.promise;
    },
  });
  return { loads, session, available: () => loads[0]?.resolve(E.right(session)) };
};

const summary = (s: PaymentChangeState): string =>
  s.status === 'ready' ? `ready:${s.choice ?? '-'}` : s.status === 'failed' ? `failed:${s.message}` : s.status;

/** The page now: its state and, once ready, its card form's provider ('ready:available:invoice'). */
const shown = (presenter: PaymentChangePresenter): string => {
  const s = presenter.snapshot;
  return s.status === 'ready' ? `ready:${presenter.card.snapshot.provider}:${s.choice ?? '-'}` : summary(s);
};

/** The page loaded with the provider available (held, then let through), and its effects recorded. */
const loadedWithProvider = async () => {
  const backend = await signedIn();
  const provider = heldProvider(backend);
  const presenter = backend.container.get(PaymentChangePresenter);
  const effects = effectsOf(presenter);
  const loaded = presenter.open();
  await until(() => provider.loads.length === 1, 'provider load');
  provider.available();
  await loaded;
  return { backend, provider, presenter, effects };
};

/** Card chosen, its fields mounted and filled with `number`, the holder typed. */
const cardTyped = async (number: string) => {
  const page = await loadedWithProvider();
  page.presenter.choose('card');
  page.presenter.card.mountFields({ number: 'n', expiry: 'e', cvc: 'c' });
  page.provider.session.type(number);
  page.presenter.card.updateHolder({ holderName: 'TARO YAMADA', phone: '090-1234-5678' });
  return page;
};

describe('payment change presenter', () => {
  it('load → success: loading → ready (provider loading) → ready (provider available), nothing chosen for a card organization', async () => {
    const backend = await signedIn();
    const provider = heldProvider(backend);
    const presenter = backend.container.get(PaymentChangePresenter);
    const seen = recordStates(presenter, summary);
    const card = recordStates(presenter.card, (s) => s.provider);
    const loaded = presenter.open();
    await until(() => provider.loads.length === 1, 'provider load');
    expect(seen).toEqual(['loading', 'ready:-']);
    expect(card).toEqual(['loading']);
    provider.available();
    await loaded;
    expect(seen).toEqual(['loading', 'ready:-']);
    expect(card).toEqual(['loading', 'available']);
    expect(presenter.snapshot).toMatchObject({
      status: 'ready',
      currentMethod: 'カード払い',
      options: { invoiceDisabled: false, cardDisabled: false, preselected: null },
    });
  });

  it('load → failure: failed with the client-wide network sentence; the provider is never loaded', async () => {
    const backend = await signedIn();
    const provider = heldProvider(backend);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = backend.container.get(PaymentChangePresenter);
    const seen = recordStates(presenter, summary);
    await presenter.open();
    expect(seen).toEqual(['loading', `failed:${MESSAGES.networkFailed}`]);
    expect(provider.loads).toHaveLength(0);
  });

  it('a provider that cannot load: ready with the provider unavailable (the maintenance notice), card cannot be submitted', async () => {
    const backend = await signedIn();
    const provider = heldProvider(backend);
    const presenter = backend.container.get(PaymentChangePresenter);
    const loaded = presenter.open();
    await until(() => provider.loads.length === 1, 'provider load');
    provider.loads[0]?.resolve(E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'down' }));
    await loaded;
    presenter.choose('card');
    expect(shown(presenter)).toBe('ready:unavailable:card');
  });

  it('card submit → success: saving, then the card done page replacing this one; one token for a double click', async () => {
    const { provider, presenter, effects } = await cardTyped('4242424242424242');
    const seen = recordStates(presenter.submission, (s) => s.status);
    await Promise.all([presenter.submit(), presenter.submit()]);
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(provider.session.calls).toEqual(['mount', 'createToken']);
    expect(effects).toEqual([{ kind: 'navigate', to: '/account/payment/done/card', replace: true }]);
  });

  it('card submit → failure: the provider words as the failure of the submission, the card form cleared (new generation), input emptied; choosing again clears the alert', async () => {
    const { provider, presenter, effects } = await cardTyped('4000000000000002');
    await presenter.submit();
    expect(presenter.snapshot).toMatchObject({ status: 'ready' });
    expect(presenter.card.snapshot).toMatchObject({
      cardGeneration: 1,
      holder: { holderName: '', phone: '' },
      secure: { numberComplete: false, expiryComplete: false, cvcComplete: false },
    });
    expect(presenter.submission.snapshot).toMatchObject({ status: 'failed', message: FAKE_PROVIDER_MESSAGES.declined });
    expect(provider.session.calls).toEqual(['mount', 'createToken', 'clear']);
    expect(effects).toEqual([]);
    presenter.choose('invoice');
    expect(presenter.submission.snapshot).toEqual({ status: 'idle' });
  });

  it('invoice submit → success: the invoice done page', async () => {
    const { presenter, effects } = await loadedWithProvider();
    presenter.choose('invoice');
    await presenter.submit();
    expect(effects).toEqual([{ kind: 'navigate', to: '/account/payment/done/invoice', replace: true }]);
  });

  it('invoice submit → failure: the network sentence as the failure of the submission, saving ends, still on the page', async () => {
    const { backend, presenter, effects } = await loadedWithProvider();
    presenter.choose('invoice');
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    await presenter.submit();
    expect(shown(presenter)).toBe('ready:available:invoice');
    expect(presenter.submission.snapshot).toMatchObject({ status: 'failed', message: MESSAGES.networkFailed });
    expect(effects).toEqual([]);
  });

  // The screen loads once, on mount: no newer load can overtake an older one. Its stale answers are the
  // provider's, arriving after the manager left the page, and the context arriving after that.
  it('stale: a provider answering after the page was left is destroyed and changes nothing', async () => {
    const backend = await signedIn();
    const provider = heldProvider(backend);
    const presenter = backend.container.get(PaymentChangePresenter);
    const loaded = presenter.open();
    await until(() => provider.loads.length === 1, 'provider load');
    presenter.dispose();
    provider.available();
    await loaded;
    expect(shown(presenter)).toBe('ready:loading:-');
    expect(provider.session.calls).toEqual(['destroy']);
  });

  it('stale: choosing or submitting again while saving changes nothing and sends nothing (the answer of the first submit decides)', async () => {
    const { presenter, effects } = await loadedWithProvider();
    presenter.choose('invoice');
    const held = holdAnswers(RequestInvoicePayment.prototype, 'execute');
    const submitted = presenter.submit();
    await until(() => held.length === 1, 'invoice request');
    presenter.choose('card');
    await presenter.submit();
    expect(shown(presenter)).toBe('ready:available:invoice');
    expect(presenter.submission.snapshot.status).toBe('submitting');
    await held[0]?.release();
    await submitted;
    expect(held).toHaveLength(1);
    expect(effects).toEqual([{ kind: 'navigate', to: '/account/payment/done/invoice', replace: true }]);
  });
});

import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  PaymentCardProvider,
  type PaymentCardProviderUnavailable,
  type PaymentCardSession,
} from '../../../src/application/organization/ports/PaymentCardProvider';
import { PaymentCardEntryPresenter } from '../../../src/ui/organization/PaymentCardEntryPresenter';
import { signedIn } from '../../support/backends';
import { deferred, type Deferred } from '../../support/deferred';

type Loaded = E.Either<PaymentCardProviderUnavailable, PaymentCardSession>;

/** A session that notes what was asked of it; its fields report complete once mounted. */
const notingSession = () => {
  const calls: string[] = [];
  const session: PaymentCardSession = {
    mount: (_targets, onChange) => {
      calls.push('mount');
      onChange({ numberComplete: true, expiryComplete: true, cvcComplete: true });
    },
    createToken: () => Promise.resolve(E.right('tok')),
    clear: () => calls.push('clear'),
    destroy: () => calls.push('destroy'),
  };
  return { calls, session };
};

/** The card entry with the provider's load held until the test answers it. */
const entryWithHeldProvider = async () => {
  const backend = await signedIn();
  const loads: Array<Deferred<Loaded>> = [];
  backend.container.rebind(PaymentCardProvider).toConstantValue({
    load: () => {
      const answer = deferred<Loaded>();
      loads.push(answer);
      return answer.promise;
    },
  });
  return { entry: backend.container.get(PaymentCardEntryPresenter), loads };
};

describe('the payment-card entry (sign-up step 6 and the payment change)', () => {
  it('loads the provider once, however often the card option is shown; no card to send before it is there', async () => {
    const { entry, loads } = await entryWithHeldProvider();
    const first = entry.loadProvider();
    const second = entry.loadProvider();
    expect(loads).toHaveLength(1);
    expect(entry.details()).toBeNull();
    const { session } = notingSession();
    loads[0]?.resolve(E.right(session));
    await Promise.all([first, second]);
    expect(entry.snapshot.provider).toBe('available');
    entry.updateHolder({ holderName: 'TARO YAMADA', phone: '090-1234-5678' });
    expect(entry.details()).toEqual({ holderName: 'TARO YAMADA', phone: '090-1234-5678', session });
  });

  it('cleared after a failed attempt: the provider clears its fields, nothing typed is kept, a fresh form', async () => {
    const { entry, loads } = await entryWithHeldProvider();
    const loading = entry.loadProvider();
    const { calls, session } = notingSession();
    loads[0]?.resolve(E.right(session));
    await loading;
    entry.mountFields({ number: 'n', expiry: 'e', cvc: 'c' });
    entry.updateHolder({ holderName: 'TARO YAMADA', phone: '090-1234-5678' });
    entry.clear();
    expect(entry.snapshot).toEqual({
      provider: 'available',
      secure: { numberComplete: false, expiryComplete: false, cvcComplete: false },
      holder: { holderName: '', phone: '' },
      cardGeneration: 1,
    });
    expect(calls).toEqual(['mount', 'clear']);
  });

  it('left while the provider loads: the session that arrives is destroyed and the form stays as it was', async () => {
    const { entry, loads } = await entryWithHeldProvider();
    const loading = entry.loadProvider();
    entry.dispose();
    const { calls, session } = notingSession();
    loads[0]?.resolve(E.right(session));
    await loading;
    expect(calls).toEqual(['destroy']);
    expect(entry.snapshot.provider).toBe('loading');
  });
});

import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SECURE_FIELDS,
  LoadPaymentCardProvider,
} from '../../../src/application/organization/LoadPaymentCardProvider';
import { PaymentCardProvider } from '../../../src/application/organization/ports/PaymentCardProvider';
import { FakePaymentCardProvider } from '../../../src/infrastructure/memory/organization/FakePaymentCardProvider';
import { BACKENDS, type Backend } from '../../support/backends';
import { success } from '../../support/outcomes';

/**
 * Over HTTP the demo world's fake provider stands in for PAY.JP, as in mock-http mode (its script is not loaded in
 * node).
 */
const withDemoProvider = (backend: Backend): Backend => {
  if (backend.name === 'http')
    backend.container.rebind(PaymentCardProvider).toConstantValue(new FakePaymentCardProvider(backend.world));
  return backend;
};

describe.each(BACKENDS)('LoadPaymentCardProvider on the %s backend', (_name, makeBackend) => {
  it('loads the provider while it is up: a session for the secure fields', async () => {
    const backend = withDemoProvider(makeBackend());
    const loaded = await backend.container.get(LoadPaymentCardProvider).execute();
    expect(loaded).toEqual(success());
  });

  it('a provider that is down is unavailable (the page shows the maintenance notice)', async () => {
    const backend = withDemoProvider(makeBackend());
    backend.world.write((s) => {
      s.dev.cardProviderUp = false;
    });
    expect(await backend.container.get(LoadPaymentCardProvider).execute()).toEqual(
      E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'down' }),
    );
  });

  it('a card form starts with no secure field complete', () => {
    expect(EMPTY_SECURE_FIELDS).toEqual({ numberComplete: false, expiryComplete: false, cvcComplete: false });
  });
});

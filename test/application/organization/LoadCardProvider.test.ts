import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { EMPTY_SECURE_FIELDS, LoadCardProvider } from '../../../src/application/organization/LoadCardProvider';
import { CardProvider } from '../../../src/application/ports/CardProvider';
import { FakeCardProvider } from '../../../src/infrastructure/memory/organization/FakeCardProvider';
import { BACKENDS, type Backend } from '../../support/backends';

/** Over HTTP the demo world's fake provider stands in for PAY.JP, as in mock-http mode (its script is not loaded in node). */
const withDemoProvider = (backend: Backend): Backend => {
  if (backend.name === 'http')
    backend.container.rebind(CardProvider).toConstantValue(new FakeCardProvider(backend.world));
  return backend;
};

describe.each(BACKENDS)('LoadCardProvider on the %s backend', (_name, makeBackend) => {
  it('loads the provider while it is up: a session for the secure fields', async () => {
    const backend = withDemoProvider(makeBackend());
    const loaded = await backend.container.get(LoadCardProvider).execute();
    expect(E.isRight(loaded)).toBe(true);
  });

  it('a provider that is down is unavailable (the page shows the maintenance notice)', async () => {
    const backend = withDemoProvider(makeBackend());
    backend.world.write((s) => {
      s.dev.cardProviderUp = false;
    });
    expect(await backend.container.get(LoadCardProvider).execute()).toEqual(
      E.left({ _tag: 'CardProviderUnavailable', reason: 'down' }),
    );
  });

  it('a card form starts with no secure field complete', () => {
    expect(EMPTY_SECURE_FIELDS).toEqual({ numberComplete: false, expiryComplete: false, cvcComplete: false });
  });
});

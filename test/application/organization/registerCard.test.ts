import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterPaymentCard } from '../../../src/application/organization/RegisterPaymentCard';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { ORGANIZATION_MESSAGES } from '../../../src/domain/organization/messages';
import { FAKE_PROVIDER_MESSAGES } from '../../../src/infrastructure/memory/organization/fakePaymentCard';
import { FakePaymentCardProvider } from '../../../src/infrastructure/memory/organization/FakePaymentCardProvider';
import { BACKENDS, httpBackend, mswServer, type Backend, signedIn } from '../../support/backends';
import { failedWith } from '../../support/outcomes';
import { typedCard } from '../../support/paymentCard';

const cardsOf = (backend: Backend, organizationId: number) =>
  backend.world.read((s) => s.contracts[organizationId]?.cards ?? []);

describe.each(BACKENDS)('card registration on the %s backend', (_name, makeBackend) => {
  it('4242… passes 3-D Secure, becomes the card on file, with the phone sent in international form', async () => {
    const backend = await signedIn(makeBackend);
    const { session, holders } = await typedCard(backend, '4242 4242 4242 4242');
    const result = await backend.container
      .get(RegisterPaymentCard)
      .execute({ holderName: ' TARO YAMADA ', phone: '090-1234-5678', session });
    expect(result).toEqual(E.right('card'));
    expect(holders).toEqual([{ name: 'TARO YAMADA', phone: '+819012345678' }]);
    expect(cardsOf(backend, 1)).toEqual([
      expect.objectContaining({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 }),
    ]);
    expect(backend.world.read((s) => s.cardTokens.every((t) => t.used))).toBe(true);
  });

  it('an invoice organization registering a card becomes a card organization', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    const { session } = await typedCard(backend, '5555555555554444');
    expect(
      await backend.container
        .get(RegisterPaymentCard)
        .execute({ holderName: 'HANAKO SUZUKI', phone: '045-987-6543', session }),
    ).toEqual(E.right('card'));
    expect(backend.world.read((s) => s.organizations.find((o) => o.id === 2)?.organizationType)).toBe('card');
    expect(cardsOf(backend, 2)).toEqual([expect.objectContaining({ brand: 'MasterCard', last4: '4444' })]);
  });

  it('4000000000000002 is declined with the provider message and nothing changes', async () => {
    const backend = await signedIn(makeBackend);
    const { session } = await typedCard(backend, '4000000000000002');
    const result = await backend.container
      .get(RegisterPaymentCard)
      .execute({ holderName: 'TARO YAMADA', phone: '09012345678', session });
    expect(result).toEqual(E.left({ kind: 'Refused', message: FAKE_PROVIDER_MESSAGES.declined }));
    expect(cardsOf(backend, 1).map((c) => c.last4)).toEqual(['4242']);
  });

  it('a cancelled 3-D Secure check gives no token', async () => {
    const backend = await signedIn(makeBackend);
    const { session } = await typedCard(backend, '4242424242424242', false);
    const result = await backend.container
      .get(RegisterPaymentCard)
      .execute({ holderName: 'TARO YAMADA', phone: '09012345678', session });
    expect(result).toEqual(E.left({ kind: 'Refused', message: FAKE_PROVIDER_MESSAGES.threeDSecureCancelled }));
    expect(backend.world.read((s) => s.cardTokens)).toEqual([]);
  });

  it('a provider switched to unavailable does not load', async () => {
    const backend = makeBackend();
    backend.world.write((s) => {
      s.dev.cardProviderUp = false;
    });
    expect(await new FakePaymentCardProvider(backend.world).load()).toEqual(
      E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'down' }),
    );
  });

  it('an invalid phone is refused before the provider is asked', async () => {
    const backend = await signedIn(makeBackend);
    const { session, holders } = await typedCard(backend, '4242424242424242');
    const result = await backend.container
      .get(RegisterPaymentCard)
      .execute({ holderName: 'TARO YAMADA', phone: '090-1234', session });
    expect(result).toEqual(E.left({ kind: 'Invalid', message: ORGANIZATION_MESSAGES.phoneInvalid }));
    expect(holders).toEqual([]);
  });

  it('solo@example.jp, with an invoice application pending, is refused before any 3-D Secure window', async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    const { session, holders } = await typedCard(backend, '4242424242424242');
    const result = await backend.container
      .get(RegisterPaymentCard)
      .execute({ holderName: 'HANAKO SATO', phone: '09012345678', session });
    expect(result).toEqual(E.left({ kind: 'Refused', message: ORGANIZATION_MESSAGES.paymentChangeNotAllowed }));
    expect(holders).toEqual([]);
  });
});

describe('card registration refused by the server', () => {
  it('says processing failed, wait and retry', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.post('*/v1/console/credit_cards', () => HttpResponse.json({ message: 'gateway down' }, { status: 502 })),
    );
    const { session } = await typedCard(backend, '4242424242424242');
    const result = await backend.container
      .get(RegisterPaymentCard)
      .execute({ holderName: 'TARO YAMADA', phone: '09012345678', session });
    expect(result).toEqual(failedWith(ORGANIZATION_MESSAGES.paymentRegistrationFailed));
    expect(cardsOf(backend, 1).map((c) => c.last4)).toEqual(['4242']);
  });
});

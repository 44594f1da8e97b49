import type {
  PaymentCardHolder,
  PaymentCardSession,
} from '../../src/application/organization/ports/PaymentCardProvider';
import {
  FakePaymentCardProvider,
  FakePaymentCardSession,
} from '../../src/infrastructure/memory/organization/FakePaymentCardProvider';
import type { Backend } from './backends';
import { rightOf } from './outcomes';

/**
 * The fake card provider over the backend's world with `number` typed in (3-D Secure approved unless told);
 * `holders` records what the provider was given.
 */
export const typedCard = async (backend: Backend, number: string, approve3ds = true) => {
  const fake = rightOf(await new FakePaymentCardProvider(backend.world, () => Promise.resolve(approve3ds)).load());
  if (!(fake instanceof FakePaymentCardSession)) throw new Error('not the fake provider’s session');
  fake.enter({ number, expiry: '12/30', cvc: '123' });
  const holders: PaymentCardHolder[] = [];
  const session: PaymentCardSession = {
    mount: (targets, onChange) => fake.mount(targets, onChange),
    createToken: (holder) => {
      holders.push(holder);
      return fake.createToken(holder);
    },
    clear: () => fake.clear(),
    destroy: () => fake.destroy(),
  };
  return { session, holders };
};

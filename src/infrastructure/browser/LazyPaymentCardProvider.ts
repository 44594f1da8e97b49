import type { Either } from 'fp-ts/Either';
import type {
  PaymentCardProvider,
  PaymentCardProviderUnavailable,
  PaymentCardSession,
} from '../../application/organization/ports/PaymentCardProvider';

/**
 * Stands in for the real adapter until the payment page asks for it: the adapter's code (and
 * through it the provider's script) is fetched on the first load(), never with other routes.
 */
export class LazyPaymentCardProvider implements PaymentCardProvider {
  private provider: Promise<PaymentCardProvider> | null = null;

  constructor(private readonly create: () => Promise<PaymentCardProvider>) {}

  async load(): Promise<Either<PaymentCardProviderUnavailable, PaymentCardSession>> {
    this.provider ??= this.create();
    return (await this.provider).load();
  }
}

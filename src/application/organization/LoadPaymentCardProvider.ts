import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  PaymentCardProvider,
  type PaymentCardProviderUnavailable,
  type PaymentCardSession,
} from './ports/PaymentCardProvider';

/**
 * The payment card provider for a card form (sign-up and the payment change): loaded on first use
 * only, or why it cannot be used (the page then shows the maintenance notice).
 */
@injectable()
export class LoadPaymentCardProvider {
  constructor(@inject(PaymentCardProvider) private readonly provider: PaymentCardProvider) {}

  execute(): Promise<Either<PaymentCardProviderUnavailable, PaymentCardSession>> {
    return this.provider.load();
  }
}

/** What a card form's secure fields report before anything is typed. */
export { EMPTY_SECURE_FIELDS } from './ports/PaymentCardProvider';

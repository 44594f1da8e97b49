import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CardProvider, type CardProviderUnavailable, type CardSession } from '../ports/CardProvider';

/**
 * The card payment provider for a card form (sign-up and the payment change): loaded on first use
 * only, or why it cannot be used (the page then shows the maintenance notice).
 */
@injectable()
export class LoadCardProvider {
  constructor(@inject(CardProvider) private readonly provider: CardProvider) {}

  execute(): Promise<Either<CardProviderUnavailable, CardSession>> {
    return this.provider.load();
  }
}

/** What a card form's secure fields report before anything is typed. */
export { EMPTY_SECURE_FIELDS } from '../ports/CardProvider';

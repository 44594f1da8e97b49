import type { Either } from 'fp-ts/Either';
import type { CardProvider, CardProviderUnavailable, CardSession } from '../../application/ports/CardProvider';

/**
 * Stands in for the real adapter until the payment page asks for it: the adapter's code (and
 * through it the provider's script) is fetched on the first load(), never with other routes.
 */
export class LazyCardProvider implements CardProvider {
  private provider: Promise<CardProvider> | null = null;

  constructor(private readonly create: () => Promise<CardProvider>) {}

  async load(): Promise<Either<CardProviderUnavailable, CardSession>> {
    this.provider ??= this.create();
    return (await this.provider).load();
  }
}

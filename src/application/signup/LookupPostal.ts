import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { postalDigitsOf, type PostalAddress } from '../../domain/signup/address';
import { PostalLookup } from '../ports/PostalLookup';

/**
 * A typed postal code to an address: nothing is fetched before 7 digits (non-digits ignored).
 * Right(undefined) when there is nothing to fill; Left with the loader's error ('Timeout').
 */
@injectable()
export class LookupPostal {
  constructor(@inject(PostalLookup) private readonly postal: PostalLookup) {}

  async execute(typed: string): Promise<E.Either<string, PostalAddress | undefined>> {
    const zip = postalDigitsOf(typed);
    if (!zip) return E.right(undefined);
    const found = await this.postal.lookup(zip);
    return E.isLeft(found) ? E.left(found.left.message) : E.right(found.right);
  }
}

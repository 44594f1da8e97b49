import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { postalDigitsOf, type PostalAddress } from '../../domain/signup/address';
import { SIGNUP_MESSAGES } from '../../domain/signup/messages';
import { PostalLookup } from './ports/PostalLookup';
import { AppErrors, type Outcome } from '../shared/AppError';

/**
 * A typed postal code to an address: nothing is fetched before 7 digits (non-digits ignored).
 * Right(undefined) when there is nothing to fill; the loader's error ('Timeout') becomes a Japanese notice.
 */
@injectable()
export class LookupPostal {
  constructor(@inject(PostalLookup) private readonly postal: PostalLookup) {}

  async execute(typed: string): Promise<Outcome<PostalAddress | undefined>> {
    const zip = postalDigitsOf(typed);
    if (!zip) return E.right(undefined);
    const found = await this.postal.lookup(zip);
    return E.isLeft(found) ? E.left(AppErrors.unavailable(SIGNUP_MESSAGES.postalFailed)) : E.right(found.right);
  }
}

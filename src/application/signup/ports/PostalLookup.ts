import type { Either } from 'fp-ts/Either';
import type { PostalAddress } from '../../../domain/signup/address';

/** The data file could not be had: 'Timeout' after 60 s (account-billing-signup §8), or it failed to load. */
export type PostalLookupFailed = { readonly _tag: 'PostalLookupFailed'; readonly message: string };

/** Japanese postal codes to addresses, one 3-digit data file at a time. */
export interface PostalLookup {
  /** zip: exactly 7 digits. Right(undefined) when the code is not in the data. */
  lookup(zip: string): Promise<Either<PostalLookupFailed, PostalAddress | undefined>>;
}
export const PostalLookup = Symbol.for('PostalLookup');

import * as E from 'fp-ts/Either';
import type { PostalLookup, PostalLookupFailed } from '../../../application/signup/ports/PostalLookup';
import type { PostalAddress } from '../../../domain/signup/address';
import { PostalFileCache, readPostalFile } from './postalFile';

/** Fetches one prefix file; undefined when the prefix has no codes (404). */
export type PostalFileFetcher = (prefix: string) => Promise<unknown>;

/** account-billing-signup §7: the postal data's load gives up after 60 s with a 'Timeout' error
 * (account-billing-signup §8). */
export const POSTAL_TIMEOUT_MS = 60_000;

/** The site's own postal/NNN.json, relative to the build's base: never another host. */
export const fetchShippedPostalFile =
  (baseUrl: string, timeoutMs = POSTAL_TIMEOUT_MS, fetchFile: typeof fetch = fetch): PostalFileFetcher =>
  async (prefix) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const response = await fetchFile(`${baseUrl.replace(/\/?$/, '/')}postal/${prefix}.json`, {
        signal: abort.signal,
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`postal data ${prefix}: ${response.status}`);
      return await response.json();
    } catch (error) {
      throw abort.signal.aborted ? new Error('Timeout') : error;
    } finally {
      clearTimeout(timer);
    }
  };

/**
 * Postal data shipped with the console (scripts/postal-data.mjs writes postal/NNN.json at build
 * time): one small same-origin file per 3-digit prefix, fetched when first needed, never the whole country.
 */
export class BundledPostalLookup implements PostalLookup {
  private readonly cache = new PostalFileCache();

  constructor(private readonly fetchFile: PostalFileFetcher) {}

  async lookup(zip: string): Promise<E.Either<PostalLookupFailed, PostalAddress | undefined>> {
    try {
      const file = await this.cache.get(zip.slice(0, 3), async () =>
        readPostalFile(await this.fetchFile(zip.slice(0, 3))),
      );
      return E.right(file.get(zip));
    } catch (error) {
      return E.left({
        _tag: 'PostalLookupFailed',
        message: error instanceof Error ? error.message : 'postal data failed',
      });
    }
  }
}

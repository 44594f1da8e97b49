import * as E from 'fp-ts/Either';
import type { PostalLookup, PostalLookupFailed } from '../../../application/ports/PostalLookup';
import type { PostalAddress } from '../../../domain/signup/address';
import { PostalFileCache, readPostalFile, type PostalFile } from './postalFile';

/**
 * The public postal-data folder; the production CSP allows scripts from this path only (scripts/csp.mjs
 * POSTAL_DATA_SOURCE).
 */
export const YUBINBANGO_DATA_URL = 'https://yubinbango.github.io/yubinbango-data/data';
/** account-billing-signup §7: the callback-style load gives up after 60 s with a 'Timeout' error. */
export const POSTAL_SCRIPT_TIMEOUT_MS = 60_000;
/** The data files call this global with their content. */
const CALLBACK = '$yubin';

type CallbackWindow = Record<string, unknown>;

export interface ScriptHost {
  readonly document: Pick<Document, 'createElement' | 'head'>;
  readonly window: CallbackWindow;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserHost = (): ScriptHost => ({
  document,
  window: window as unknown as CallbackWindow,
  setTimeout: (handler, ms) => window.setTimeout(handler, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

/**
 * The spec's postal lookup: a script element loads <host>/NNN.js, which calls $yubin({...}).
 * The callback name is fixed by the data files, so loads run one at a time.
 */
export class YubinbangoPostalLookup implements PostalLookup {
  private readonly cache = new PostalFileCache();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly host: () => ScriptHost = browserHost,
    private readonly baseUrl = YUBINBANGO_DATA_URL,
    private readonly timeoutMs = POSTAL_SCRIPT_TIMEOUT_MS,
  ) {}

  async lookup(zip: string): Promise<E.Either<PostalLookupFailed, PostalAddress | undefined>> {
    const prefix = zip.slice(0, 3);
    try {
      const file = await this.cache.get(prefix, () => {
        const next = this.queue.then(() => this.load(prefix));
        this.queue = next.catch(() => undefined);
        return next;
      });
      return E.right(file.get(zip));
    } catch (error) {
      return E.left({
        _tag: 'PostalLookupFailed',
        message: error instanceof Error ? error.message : 'Script load failed',
      });
    }
  }

  private load(prefix: string): Promise<PostalFile> {
    const { document: doc, window: win, setTimeout, clearTimeout } = this.host();
    return new Promise<PostalFile>((resolve, reject) => {
      const script = doc.createElement('script');
      let timer: unknown = undefined;
      const cleanup = () => {
        clearTimeout(timer);
        script.remove();
        delete win[CALLBACK];
      };
      win[CALLBACK] = (data: unknown) => {
        cleanup();
        resolve(readPostalFile(data));
      };
      timer = setTimeout(() => {
        cleanup();
        reject(new Error('Timeout'));
      }, this.timeoutMs);
      script.onerror = () => {
        cleanup();
        reject(new Error('Script load failed'));
      };
      script.charset = 'UTF-8';
      script.src = `${this.baseUrl}/${prefix}.js`;
      doc.head.appendChild(script);
    });
  }
}

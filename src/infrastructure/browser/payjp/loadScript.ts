import * as E from 'fp-ts/Either';
import { trustedScriptUrl, type TrustedTypesWindow } from '../trustedScriptUrl';

export type ScriptLoadFailure = 'script-failed' | 'timeout' | 'missing-global';

export interface ScriptHost {
  readonly document: Document;
  readonly window: object & TrustedTypesWindow;
}

const browserHost = (): ScriptHost => ({ document, window: window as Window & TrustedTypesWindow });

/**
 * Adds <script src> once and resolves with the global it defines. Fails on a load error, after
 * timeoutMs, or when the script ran but left no such global (a blocked or changed SDK).
 * A failed load is not cached: the next page visit tries again.
 */
export const loadScriptGlobal = (
  src: string,
  globalName: string,
  timeoutMs: number,
  host: ScriptHost = browserHost(),
): Promise<E.Either<ScriptLoadFailure, unknown>> =>
  new Promise((resolve) => {
    const present = (host.window as Record<string, unknown>)[globalName];
    if (present !== undefined) {
      resolve(E.right(present));
      return;
    }
    let trusted: string;
    try {
      // the CSP enforces Trusted Types: the URL goes through the console's one policy (trustedScriptUrl.ts)
      trusted = trustedScriptUrl(src, host.window);
    } catch {
      resolve(E.left('script-failed'));
      return;
    }
    const script = host.document.createElement('script');
    let settled = false;
    const settle = (result: E.Either<ScriptLoadFailure, unknown>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (E.isLeft(result)) script.remove();
      resolve(result);
    };
    const timer = setTimeout(() => settle(E.left('timeout')), timeoutMs);
    script.src = trusted;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = (host.window as Record<string, unknown>)[globalName];
      settle(loaded === undefined ? E.left('missing-global') : E.right(loaded));
    });
    script.addEventListener('error', () => settle(E.left('script-failed')));
    host.document.head.appendChild(script);
  });

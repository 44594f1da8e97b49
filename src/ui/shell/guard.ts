import { redirect } from 'react-router-dom';
import { AuthStore } from '../../application/ports/AuthStore';
import type { LazyContainer } from '../shared/di';
import { clearLoginNotice, setLoginNotice } from './loginNotice';
import { notifyShellError } from '../shared/notify';
import { pathOf } from './routeTable';

/** The last page the manager was actually on, so a failed refresh can cancel the navigation. */
let lastSettledPath: string | null = null;
/** Going back to that page after a cancel must not refresh again (it would fail the same way). */
let returningTo: string | null = null;
export const rememberSettledPath = (path: string): void => {
  lastSettledPath = path;
};

export const loginPathFor = (requested: string): string =>
  requested === '/' || requested.startsWith(pathOf('login'))
    ? pathOf('login')
    : `${pathOf('login')}?redirect=${encodeURIComponent(requested)}`;

type RefreshModule = typeof import('../../application/session/RefreshSession');
let refreshModule: RefreshModule | null = null;

/**
 * The refresh's use case (Inversify-decorated: imported here, not by the entry, for /login's budget), imported once:
 * warmRoute loads it while the manager types, and every guard after that uses it at once. An import() of a module
 * already loaded still resolves a task later, behind whatever the page has queued: 60-80 ms on a phone right after
 * ログイン, before the refresh's call could go out.
 */
export const loadRefreshSession = async (): Promise<RefreshModule> =>
  (refreshModule ??= await import('../../application/session/RefreshSession'));

/**
 * The login guard: on entering a protected route the session is refreshed (account-billing-signup §4).
 * Returns the auth record for the layout, or redirects.
 */
export const guardLoader =
  (lazyContainer: LazyContainer, options: { readonly allowWithoutOrganization?: boolean } = {}) =>
  async ({ request }: { request: Request }) => {
    // the first protected page builds the container (main.ts); later ones find it built, and the use case loaded
    const [container, { RefreshSession }] =
      lazyContainer.current !== null && refreshModule !== null
        ? [lazyContainer.current, refreshModule]
        : await Promise.all([lazyContainer.load(), loadRefreshSession()]);
    const url = new URL(request.url);
    const requested = `${url.pathname}${url.search}`;
    if (returningTo === requested) {
      returningTo = null;
      const kept = container.get<AuthStore>(AuthStore).load();
      if (kept) return kept;
    }
    // no stored session at all: a first visit, not a session that ended
    const hadSession = container.get<AuthStore>(AuthStore).load() !== null;
    const outcome = await container.get(RefreshSession).execute();
    switch (outcome.kind) {
      case 'allowed':
        clearLoginNotice();
        return outcome.record;
      case 'empty-organization':
        if (options.allowWithoutOrganization) return null;
        throw redirect(pathOf('empty-organization'));
      case 'to-login':
        if (hadSession) notifyShellError(outcome.message);
        else setLoginNotice(outcome.message);
        throw redirect(loginPathFor(requested));
      case 'cancel':
        notifyShellError(outcome.message);
        if (lastSettledPath && lastSettledPath !== requested) {
          returningTo = lastSettledPath;
          throw redirect(lastSettledPath);
        }
        throw redirect(pathOf('error'));
    }
  };

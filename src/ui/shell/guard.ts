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

/**
 * The login guard: on entering a protected route the session is refreshed (account-billing-signup §4).
 * Returns the auth record for the layout, or redirects.
 */
export const guardLoader =
  (lazyContainer: LazyContainer, options: { readonly allowWithoutOrganization?: boolean } = {}) =>
  async ({ request }: { request: Request }) => {
    // the first protected page builds the container (main.ts); later ones find it built
    // the use case's class is Inversify-decorated: imported here, not by the entry (/login's budget)
    const [container, { RefreshSession }] = await Promise.all([
      lazyContainer.load(),
      import('../../application/session/RefreshSession'),
    ]);
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

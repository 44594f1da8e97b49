import { useEffect, useRef } from 'react';
import { matchPath, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { AppConfig } from '../../application/ports/AppConfig';
import { AuthStore } from '../../application/ports/AuthStore';
import { CheckVersion } from '../../application/shared/CheckVersion';
import { MESSAGES } from '../../domain/shared/messages';
import { useService } from './di';
import { loginPathFor, rememberSettledPath } from './guard';
import { notifyError } from './notify';
import { pageTitle, ROUTES, type RouteEntry } from './routeTable';
import type { ShellEvents } from './ShellEvents';
import { VersionWatcher } from './VersionWatcher';

const isPublicPath = (pathname: string): boolean =>
  ROUTES.some((r: RouteEntry) => r.withoutLogin === true && matchPath({ path: r.path, end: true }, pathname) !== null);

/** Page titles, the client-wide failure reactions and the version check, for every route. */
export function RootLayout({ events }: { events: ShellEvents }) {
  const config = useService<AppConfig>(AppConfig);
  const auth = useService<AuthStore>(AuthStore);
  const check = useService(CheckVersion);
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const entry = matches[matches.length - 1]?.handle as RouteEntry | undefined;
  const reloadAllowed = useRef(false);
  reloadAllowed.current = entry?.enableForceReload === true;
  const watcher = useRef<VersionWatcher | null>(null);

  useEffect(() => {
    document.title = pageTitle(entry?.title ?? '', config.productName);
    rememberSettledPath(`${location.pathname}${location.search}`);
    watcher.current?.routeChanged();
  }, [entry, location.pathname, location.search, config.productName]);

  useEffect(() => {
    const current = () => `${window.location.pathname}${window.location.search}`;
    const unauthorized = events.unauthorized$.subscribe(() => {
      notifyError(MESSAGES.authFailed, 'auth-failed');
      auth.clear();
      if (!isPublicPath(window.location.pathname)) navigate(loginPathFor(current()), { replace: true });
    });
    const network = events.networkFailed$.subscribe(() => notifyError(MESSAGES.networkFailed, 'network-failed'));
    return () => {
      unauthorized.unsubscribe();
      network.unsubscribe();
    };
  }, [events, auth, navigate]);

  useEffect(() => {
    const w = new VersionWatcher(check, () => reloadAllowed.current, (url) => window.location.assign(url));
    watcher.current = w;
    w.start();
    return () => w.stop();
  }, [check]);

  return <Outlet />;
}

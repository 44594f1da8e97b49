import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { AppConfig } from '../../application/ports/AppConfig';
import { AuthStore } from '../../application/ports/AuthStore';
import { CheckVersion } from '../../application/shared/CheckVersion';
import { MESSAGES } from '../../domain/shared/messages';
import { useService } from './di';
import { loginPathFor, rememberSettledPath } from './guard';
import { notifyError } from './notify';
import { isPublicPath, pageTitle, type RouteEntry } from './routeTable';
import type { ShellEvents } from './ShellEvents';
import { VersionWatcher } from './VersionWatcher';

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
  // a 401 often arrives while the guard is loading the next page: that page is the one to return to
  const navigation = useNavigation();
  const pending = useRef<string | null>(null);
  pending.current = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;

  useEffect(() => {
    document.title = pageTitle(entry?.title ?? '', config.productName);
    rememberSettledPath(`${location.pathname}${location.search}`);
    watcher.current?.routeChanged();
  }, [entry, location.pathname, location.search, config.productName]);

  useEffect(() => {
    const current = () => pending.current ?? `${window.location.pathname}${window.location.search}`;
    const unauthorized = events.unauthorized$.subscribe(() => {
      notifyError(MESSAGES.authFailed);
      auth.clear();
      const target = current();
      if (!isPublicPath(new URL(target, window.location.origin).pathname)) navigate(loginPathFor(target), { replace: true });
    });
    const network = events.networkFailed$.subscribe(() => notifyError(MESSAGES.networkFailed));
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

  return (
    <>
      {navigation.state === 'loading' && <NavigationProgress />}
      <Outlet />
    </>
  );
}

/** A thin bar while the guard refreshes the session and the next screen loads. */
function NavigationProgress() {
  return (
    <Box position="fixed" top="0" left="0" right="0" h="3px" zIndex="toast" role="progressbar" aria-label="読み込み中" overflow="hidden" bg="teal.100">
      <Box h="full" w="40%" bg="teal.500" animation="navigation-progress 1s ease-in-out infinite" css={{ '@keyframes navigation-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } } }} />
    </Box>
  );
}

import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { AuthRecordWatch } from '../../application/ports/AuthRecordWatch';
import { AuthStore } from '../../application/ports/AuthStore';
import { MESSAGES } from '../../domain/shared/messages';
import { builtContainer, useAppConfig, useLazyContainer } from '../shared/di';
import { loginPathFor, rememberSettledPath } from './guard';
import { notifyShellError } from '../shared/notify';
import { nextTask, whenIdle } from '../shared/nextTask';
import { forcedReloadHold } from './forcedReloadHold';
import { isPublicPath, pageTitle, type RouteEntry } from './routeTable';
import type { ShellEvents } from './ShellEvents';
import type { VersionWatcher } from './VersionWatcher';

/** Page titles, the client-wide failure reactions and the version check, for every route. */
export function RootLayout({ events }: { events: ShellEvents }) {
  const config = useAppConfig();
  const container = useLazyContainer();
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
      notifyShellError(MESSAGES.authFailed);
      // only an adapter announces a 401, and adapters live in the container: it is built by now
      // expire, not clear: the record goes, this tab's drafts stay for after the next sign-in
      container.current?.get<AuthStore>(AuthStore).expire();
      const target = current();
      // the 401 wins over unsaved input: no leave question; the input is in the draft
      if (!isPublicPath(new URL(target, window.location.origin).pathname))
        navigate(loginPathFor(target), { replace: true, state: { skipLeaveGuard: true } });
    });
    const network = events.networkFailed$.subscribe(() => notifyShellError(MESSAGES.networkFailed));
    return () => {
      unauthorized.unsubscribe();
      network.unsubscribe();
    };
  }, [events, container, navigate]);

  useEffect(() => {
    // a logout in another tab drops what this tab kept of the session on any page, a public one too (its drafts:
    // the next person at the computer must not see them); the console's pages go to login too (SessionFollower).
    // Once the page is idle: /login builds the container late, and nothing of a session is on it before.
    let live = true;
    let stop = (): void => undefined;
    void whenIdle()
      .then(() => builtContainer(container))
      .then((built) => {
        if (!live) return;
        const store = built.get<AuthStore>(AuthStore);
        stop = built.get<AuthRecordWatch>(AuthRecordWatch).onChangedElsewhere((stored, ended) => {
          if (stored === null && ended === 'logout' && store.load() === null) store.clear();
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [container]);

  useEffect(() => {
    // the version check needs the container: on /login it is built once the page is idle, not
    // before the form is on screen; on any other page it is built already
    let live = true;
    let stop = (): void => undefined;
    void whenIdle()
      .then(() =>
        Promise.all([
          builtContainer(container),
          import('../../application/shared/CheckVersion'),
          import('./VersionWatcher'),
        ]),
      )
      .then(async ([built, { CheckVersion }, { VersionWatcher }]) => {
        await nextTask();
        if (!live) return;
        // a page holding a secret on screen (the issued API token) holds the reload off until it is gone
        const w = new VersionWatcher(
          built.get(CheckVersion),
          () => reloadAllowed.current && !forcedReloadHold.held,
          (url) => window.location.assign(url),
        );
        watcher.current = w;
        w.start();
        const released = forcedReloadHold.onReleased(() => w.allowanceChanged());
        stop = () => {
          released();
          w.stop();
        };
      })
      // the check's own code did not arrive (offline): this page goes without it; the next start of the app checks
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [container]);

  return (
    <>
      {navigation.state === 'loading' && <NavigationProgress />}
      <Outlet />
    </>
  );
}

/** A thin bar while the guard refreshes the session and the next screen loads (plain.css). */
function NavigationProgress() {
  return (
    <div className="plain-progress" role="progressbar" aria-label="読み込み中">
      <div />
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthRecordWatch } from '../../application/ports/AuthRecordWatch';
import { AuthStore } from '../../application/ports/AuthStore';
import { SESSION_MESSAGES } from '../../domain/session/messages';
import type { AuthRecord } from '../../domain/session/session';
import { useContainer } from '../shared/di';
import { loginPathFor } from './guard';
import { notifyInfo } from '../shared/notify';
import { pathOf } from './routeTable';

/** Following another tab asks nothing, unsaved input or not: the draft keeps what was typed. */
const FOLLOW = { replace: true, state: { skipLeaveGuard: true } } as const;

/**
 * Keeps this tab on the session and organization every tab shares: when another tab
 * switches the organization, this one goes to /home of the new organization and says why; when another tab
 * signs in as another manager (whatever the organization), this one goes to /home of that session and says so;
 * when another tab logs out, this one runs a logout's local clearing and goes to the login page.
 * Until it has followed, the pages it shows refuse every call (CurrentOrganization; for another manager the HTTP
 * client and the memory backend too: AuthStore.tokenForThisTab), so no call of the old page carries the new token.
 */
export function SessionFollower({ record }: { record: AuthRecord }) {
  const container = useContainer();
  const navigate = useNavigate();
  // what this tab shows: the record the guard handed to the console's frame
  const shown = useRef(record);
  shown.current = record;

  useEffect(() => {
    const store = container.get<AuthStore>(AuthStore);
    return container.get<AuthRecordWatch>(AuthRecordWatch).onChangedElsewhere((stored, ended) => {
      if (stored === null) {
        // unless a new session is already in: a logout there is a logout here (this tab's drafts are dropped, the
        // next person at the computer must not see them); a 401 there is an expiry here (the drafts stay for the
        // sign-in that brings the manager back to this page)
        if (store.load() === null) {
          if (ended === 'logout') store.clear();
          else store.expire();
        }
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(ended === 'logout' ? pathOf('login') : loginPathFor(here), FOLLOW);
        return;
      }
      if (stored.me.id !== shown.current.me.id) {
        // another manager signed in: a switch of session, even in the same organization id; this tab's drafts are
        // keyed by manager, so the new one never sees them
        store.follow();
        notifyInfo(SESSION_MESSAGES.followedSignIn(stored.me.name));
        navigate(pathOf('home'), FOLLOW);
        return;
      }
      const organization = stored.currentOrganization;
      if ((organization?.id ?? null) === (shown.current.currentOrganization?.id ?? null)) return;
      // no organization left (the other tab's refresh found none): /home sends this tab to the empty-organization page
      if (organization) notifyInfo(SESSION_MESSAGES.followedSwitch(organization.name));
      navigate(pathOf('home'), FOLLOW);
    });
  }, [container, navigate]);

  return null;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadInvitation } from '../../../src/application/account/LoadInvitation';
import { RequestLinkingCode } from '../../../src/application/linking/RequestLinkingCode';
import { DEMO_INVITATIONS } from '../../../src/infrastructure/memory/invitations/slice';
import { InvitationPresenter, type InvitationState } from '../../../src/ui/account/InvitationPresenter';
import { DisconnectionPresenter } from '../../../src/ui/linking/LinkingPresenters';
import { memoryBackend, storedAuth, signedIn } from '../../support/backends';
import { answerNewerFirst, effectLine, effectsOf } from '../../support/presenters';

afterEach(() => vi.restoreAllMocks());

const statuses = (presenter: InvitationPresenter): string[] => {
  const seen: string[] = [];
  // the page's state, and its one action's submission while it is out
  presenter.submission.state$.subscribe((s) => {
    if (s.status === 'submitting') seen.push('busy');
  });
  presenter.state$.subscribe((s: InvitationState) =>
    seen.push(s.status === 'ready' ? `ready:${s.view.case}` : s.status),
  );
  return seen;
};

describe('invitation presenter', () => {
  it('join: loading → ready (join) → busy → leaving, home loaded afresh in the joined organization', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvitationPresenter);
    const seen = statuses(presenter);
    const effects = effectsOf(presenter, { summarize: effectLine });
    await presenter.open({ invitationId: DEMO_INVITATIONS.managerToSolo });
    await presenter.join();
    expect(seen).toEqual(['loading', 'loading', 'ready:join', 'busy', 'leaving']);
    expect(effects).toEqual(['reload:/home']);
  });

  it('a refused join goes back to ready, not busy, so the manager can try again', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvitationPresenter);
    await presenter.open({ invitationId: DEMO_INVITATIONS.managerToSolo });
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    await presenter.join();
    expect(presenter.snapshot).toMatchObject({ status: 'ready' });
    expect(presenter.submission.snapshot.status).toBe('failed');
  });

  it('wrong account: logging in as the invitee signs the other account out first', async () => {
    const backend = await signedIn(memoryBackend, 'solo@example.jp');
    const presenter = backend.container.get(InvitationPresenter);
    const effects = effectsOf(presenter, { summarize: effectLine });
    await presenter.open({ invitationId: DEMO_INVITATIONS.managerToSolo });
    await presenter.logInAsInvitee();
    expect(presenter.snapshot).toEqual({ status: 'leaving' });
    // login, then back to the invitation
    expect(effects).toEqual([
      `navigate:/login?redirect=${encodeURIComponent(`/accept-manager-invitation/${DEMO_INVITATIONS.managerToSolo}`)}`,
    ]);
    expect(storedAuth(backend)).toBeNull();
  });
  it('load → failure: an unknown invitation is failed with the message, no action possible', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(InvitationPresenter);
    const seen = statuses(presenter);
    await presenter.open({ invitationId: 'no-such-invitation' });
    expect(seen).toEqual(['loading', 'loading', 'failed']);
    expect(presenter.snapshot).toEqual({ status: 'failed', message: '招待状の読み込みに失敗しました。' });
    await presenter.join();
    expect(presenter.snapshot.status).toBe('failed');
  });

  it('stale: an invitation answered after the page moved to another one is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvitationPresenter);
    await answerNewerFirst(
      LoadInvitation.prototype,
      'execute',
      () => presenter.open({ invitationId: 'no-such-invitation' }),
      () => presenter.open({ invitationId: DEMO_INVITATIONS.managerToSolo }),
    );
    expect(presenter.snapshot).toMatchObject({ status: 'ready', view: { case: 'join' } });
    expect(presenter.submission.busy).toBe(false);
  });
});

describe('disconnection presenter', () => {
  it('releases once even if the page asks twice (the secret is single use)', async () => {
    const backend = memoryBackend();
    await backend.container.get(RequestLinkingCode).execute('disconnection', { email: 'app-user@example.jp' });
    const secret = backend.world.read((s) => s.linkingCodes[0]?.secret ?? '');
    const presenter = backend.container.get(DisconnectionPresenter);
    await presenter.open({ secret: secret });
    // had the second call gone out, the used secret would now read as an invalid code
    await presenter.open({ secret: secret });
    expect(presenter.snapshot).toEqual({
      status: 'finished',
      released: true,
      message: 'アプリアカウントとの連携を解除しました。',
    });
  });

  it('an unknown secret: finished, not released, 無効なコードです。', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(DisconnectionPresenter);
    const seen: string[] = [];
    presenter.state$.subscribe((s) => seen.push(s.status));
    await presenter.open({ secret: 'ZZZZZZ' });
    expect(seen).toEqual(['releasing', 'finished']);
    expect(presenter.snapshot).toEqual({ status: 'finished', released: false, message: '無効なコードです。' });
  });

  it('a network failure: finished, not released, the page sentence for a failure to release', async () => {
    const backend = memoryBackend();
    await backend.container.get(RequestLinkingCode).execute('disconnection', { email: 'app-user@example.jp' });
    const secret = backend.world.read((s) => s.linkingCodes[0]?.secret ?? '');
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = backend.container.get(DisconnectionPresenter);
    await presenter.open({ secret: secret });
    expect(presenter.snapshot).toEqual({
      status: 'finished',
      released: false,
      message: 'アプリアカウントとの連携の解除に失敗しました。',
    });
  });
  // stale case: none; the page releases once on opening (a second call is ignored, the secret is single use)
});
